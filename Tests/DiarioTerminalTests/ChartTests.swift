import DiarioTerminal
import Testing

@Suite("Charts drawn with characters")
struct ChartTests {
    @Test("A bar fills by eighths with blocks and by whole cells in plain text, never past its width")
    func bars() {
        #expect(Chart.bar(0.5, width: 4, plain: false) == "██░░")
        #expect(Chart.bar(0.5625, width: 4, plain: false) == "██▎░")
        #expect(Chart.bar(2, width: 3, plain: false) == "███")
        #expect(Chart.bar(-1, width: 3, plain: true) == "---")
        #expect(Chart.bar(0.5, width: 4, plain: true) == "##--")
        #expect(Chart.bar(.nan, width: 2, plain: true) == "--")
    }

    @Test("A sparkline scales to its largest value; zero has its own character")
    func sparklines() {
        #expect(Chart.sparkline([0, 1, 4, 8], plain: false) == " ▁▄█")
        #expect(Chart.sparkline([0, 1, 3, 6], plain: true) == "_.=#")
        #expect(Chart.sparkline([0, 0], plain: true) == "__")
    }

    @Test("Each heat level has its own character, blocks or ASCII")
    func heat() {
        let blocks = (0..<Chart.heatLevels).map { Chart.heatCell($0, plain: false) }
        let plain = (0..<Chart.heatLevels).map { Chart.heatCell($0, plain: true) }
        #expect(Set(blocks).count == Chart.heatLevels && Set(plain).count == Chart.heatLevels)
        #expect(plain.allSatisfy { $0.isASCII })
        #expect(Chart.heatCell(99, plain: true) == "#")
        #expect(TextStyle(isEnabled: false).heat("#", level: 4) == "#")
    }
}
