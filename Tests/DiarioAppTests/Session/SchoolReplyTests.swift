import DiarioDomain
import Testing

@testable import DiarioApp

/// The answer to the welcome's "which school?": a number, a name, a pass, or a line that is no answer.
@Suite("The school asked at the welcome")
struct SchoolReplyTests {
    @Test("Numbers and names choose; Enter and 'salta' pass; a line that merely holds a school's word is a line")
    func replies() {
        #expect(SchoolReply("1") == .school(.liceoClassico))
        #expect(SchoolReply("il liceo scientifico") == .school(.liceoScientifico))
        #expect(SchoolReply("istituto tecnico") == .school(.tecnico))
        #expect(SchoolReply("middle school") == .school(.media))
        #expect(SchoolReply("") == .skip && SchoolReply("salta") == .skip && SchoolReply("skip") == .skip)
        #expect(SchoolReply("science test friday") == .otherLine)
        #expect(SchoolReply("media di mate") == .otherLine)
        #expect(SchoolReply("9") == .school(.liceoMusicale))
        #expect(SchoolReply("10") == .otherLine)
        #expect(SchoolReply("liceo delle scienze umane") == .school(.liceoScienzeUmane))
        #expect(SchoolReply("scienze umane opzione economico sociale") == .school(.liceoEconomicoSociale))
        #expect(SchoolReply("LES") == .school(.liceoEconomicoSociale))
        #expect(SchoolReply("liceo artistico") == .school(.liceoArtistico))
        #expect(SchoolReply("scienze") == .otherLine)
    }
}
