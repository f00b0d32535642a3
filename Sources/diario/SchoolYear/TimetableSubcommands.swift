import ArgumentParser
import DiarioApp
import DiarioDomain

/// `diario timetable` / `orario`: the weekly timetable.
struct Timetable: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.timetable.name, abstract: cliText("cli.Timetable.abstract"),
            subcommands: [
                ListLessons.self, LessonsToday.self, LessonsTomorrow.self, LessonsOfWeek.self, AddLesson.self,
                ImportTimetable.self, RemoveLesson.self, TimetableRotationCommand.self, TimetableCycleCommand.self,
                TimetableBells.self, TimetableYear.self,
            ],
            defaultSubcommand: ListLessons.self, aliases: CommandName.timetable.aliases)
    }
}

/// `diario timetable list`: every lesson, a line a day.
struct ListLessons: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: cliText("cli.ListLessons.abstract"), aliases: ["elenco"])
    }

    func run(in context: AppContext) throws { try TimetableCommands(context: context).list() }
}

/// `diario timetable today [--day D]`: a day's lessons with the work due for each.
struct LessonsToday: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "today", abstract: cliText("cli.LessonsToday.abstract"), aliases: ["oggi"])
    }
    @Option(name: [.long, .customLong("giorno")], help: cliHelp("cli.LessonsToday.day")) var day: String?

    func run(in context: AppContext) throws {
        try TimetableCommands(context: context).show(day: try day.map(context.day(named:)) ?? context.clock.today)
    }
}

/// `diario timetable tomorrow`: tomorrow's lessons with the work due for each.
struct LessonsTomorrow: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "tomorrow", abstract: cliText("cli.LessonsTomorrow.abstract"), aliases: ["domani"])
    }

    func run(in context: AppContext) throws {
        try TimetableCommands(context: context).show(day: context.clock.today.adding(days: 1))
    }
}

/// `diario timetable week [--day D]`: the week as a grid of periods by days.
struct LessonsOfWeek: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "week", abstract: cliText("cli.LessonsOfWeek.abstract"), aliases: ["settimana"])
    }
    @Option(name: [.long, .customLong("giorno")], help: cliHelp("cli.LessonsOfWeek.day")) var day: String?

    func run(in context: AppContext) throws {
        try TimetableCommands(context: context).showWeek(of: try day.map(context.day(named:)) ?? context.clock.today)
    }
}

/// `diario timetable add "lunedì 1a ora matematica aula 12" [--week A] [--from DAY]`.
struct AddLesson: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: cliText("cli.AddLesson.abstract"), aliases: ["aggiungi"])
    }
    @Argument(help: cliHelp("cli.AddLesson.text")) var text: [String]
    @Option(name: [.long, .customLong("settimana")], help: cliHelp("cli.AddLesson.week")) var week: String?
    @Option(name: [.long, .customLong("dal")], help: cliHelp("cli.AddLesson.from")) var from: String?

    func validate() throws {
        if let week, TimetableRotation.week(named: week) == nil {
            throw invalid(.invalidValue(option: "--week", value: week))
        }
    }

    func run(in context: AppContext) throws {
        try TimetableCommands(context: context).add(
            words: text.joined(separator: " "), week: week.flatMap { TimetableRotation.week(named: $0) },
            validFrom: try from.map(context.day(named:)))
    }
}

/// `diario timetable import FILE.csv [--from DAY]`: a whole timetable from a file.
struct ImportTimetable: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import", abstract: cliText("cli.ImportTimetable.abstract"), aliases: ["importa"])
    }
    @Argument(help: cliHelp("cli.ImportTimetable.file"), completion: .file()) var file: String
    @Option(name: [.long, .customLong("dal")], help: cliHelp("cli.AddLesson.from")) var from: String?

    func run(in context: AppContext) throws {
        try TimetableCommands(context: context).importFile(file, validFrom: try from.map(context.day(named:)))
    }
}

/// `diario timetable remove ID`.
struct RemoveLesson: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove", abstract: cliText("cli.RemoveLesson.abstract"), aliases: ["rimuovi", "elimina"])
    }
    @Argument(help: cliHelp("cli.RemoveLesson.id")) var id: Int64

    func run(in context: AppContext) throws { try TimetableCommands(context: context).remove(id: id) }
}

/// `diario timetable rotation WEEKS [--week-a DAY]`: weeks that take turns (2 for A/B; 1 for none).
struct TimetableRotationCommand: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "rotation", abstract: cliText("cli.TimetableRotation.abstract"), aliases: ["rotazione"])
    }
    @Argument(help: cliHelp("cli.TimetableRotation.weeks")) var weeks: Int
    @Option(name: [.customLong("week-a"), .customLong("settimana-a")], help: cliHelp("cli.TimetableRotation.weekA"))
    var weekA: String?

    func validate() throws {
        if !(1...Lesson.maxWeeks).contains(weeks) {
            throw invalid(.invalidValue(option: "WEEKS", value: String(weeks)))
        }
    }

    func run(in context: AppContext) throws {
        try TimetableCommands(context: context).setRotation(weeks: weeks, weekA: try weekA.map(context.day(named:)))
    }
}

/// `diario timetable cycle DAYS [--day-one DAY]`: a cycle of school days (lessons added as "giorno 3 …"); 1 for none.
struct TimetableCycleCommand: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "cycle", abstract: cliText("cli.TimetableCycle.abstract"), aliases: ["ciclo"])
    }
    @Argument(help: cliHelp("cli.TimetableCycle.days")) var days: Int
    @Option(name: [.customLong("day-one"), .customLong("giorno-uno")], help: cliHelp("cli.TimetableCycle.dayOne"))
    var dayOne: String?

    func validate() throws {
        if !(1...Lesson.maxCycleDays).contains(days) {
            throw invalid(.invalidValue(option: "DAYS", value: String(days)))
        }
    }

    func run(in context: AppContext) throws {
        try TimetableCommands(context: context).setCycle(days: days, dayOne: try dayOne.map(context.day(named:)))
    }
}

/// `diario timetable bells [TIMES…|FILE.csv] [--clear]`: the bell times of the periods.
struct TimetableBells: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "bells", abstract: cliText("cli.TimetableBells.abstract"), aliases: ["campanella"])
    }
    @Argument(help: cliHelp("cli.TimetableBells.times")) var times: [String] = []
    @Flag(name: [.customLong("clear"), .customLong("togli")], help: cliHelp("cli.TimetableBells.clear"))
    var clear = false

    func validate() throws {
        if clear, !times.isEmpty {
            throw invalid(.invalidValue(option: "--clear", value: times.joined(separator: " ")))
        }
    }

    func run(in context: AppContext) throws {
        try TimetableCommands(context: context).bells(times, clear: clear)
    }
}

/// `diario timetable year [FIRST LAST] [--clear]`: the first and last day of lessons.
struct TimetableYear: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "year", abstract: cliText("cli.TimetableYear.abstract"), aliases: ["anno"])
    }
    @Argument(help: cliHelp("cli.TimetableYear.first")) var first: String?
    @Argument(help: cliHelp("cli.TimetableYear.last")) var last: String?
    @Flag(name: [.customLong("clear"), .customLong("togli")], help: cliHelp("cli.TimetableYear.clear"))
    var clear = false

    func validate() throws {
        if (first == nil) != (last == nil) { throw invalid(.invalidValue(option: "LAST", value: first ?? "")) }
        if clear, first != nil { throw invalid(.invalidValue(option: "--clear", value: first ?? "")) }
    }

    func run(in context: AppContext) throws {
        try TimetableCommands(context: context).lessonDays(
            first: try first.map(context.day(named:)), last: try last.map(context.day(named:)), clear: clear)
    }
}
