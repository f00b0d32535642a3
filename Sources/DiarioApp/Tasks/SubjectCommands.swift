public import DiarioDomain

/// The subject commands: list, add, rename, alias, hide, show, remove.
public struct SubjectCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Prints the subjects (hidden ones too when asked), with their keys, names and aliases.
    @discardableResult
    public func list(includingHidden: Bool = false) throws -> [Subject] {
        let subjects = try context.subjects.subjects(includingHidden: includingHidden)
        if context.json {
            context.console.out(JSONOutput.line(subjects.map(json)))
        } else {
            for subject in subjects {
                var line = "\(subject.icon) \(context.localization.name(of: subject))  (\(subject.key))"
                if !subject.aliases.isEmpty { line += "  ← " + subject.aliases.joined(separator: ", ") }
                if !subject.isActive { line += "  [\(context.localization.text("subject.hidden"))]" }
                context.console.out(line)
            }
        }
        return subjects
    }

    /// Creates a custom subject named `name`, with the given aliases.
    @discardableResult
    public func add(name: String, aliases: [String] = [], icon: String? = nil, colour: SubjectColour? = nil)
        throws -> Subject
    {
        // Without control characters: a name could hide terminal escapes.
        let trimmed = StoredText.clean(name).replacingOccurrences(of: "\n", with: " ")
        guard trimmed.count <= 60, let key = Subject.key(forName: trimmed) else {
            throw DomainError.invalidSubjectName(name: name)
        }
        let draft = Subject(
            key: key, customName: trimmed, icon: icon ?? "📌", colour: colour ?? .white, sortOrder: 0, aliases: aliases)
        return report(try namingTheOwner { try context.subjects.createSubject(draft) }, "subject.added")
    }

    /// Gives a subject the student's own name.
    @discardableResult
    public func rename(key: String, to name: String) throws -> Subject {
        let old = try context.subjects.subject(key: key).map(context.localization.name(of:)) ?? key
        return report(try context.subjects.renameSubject(key: key, to: name), "subject.renamed", ["old": old])
    }

    /// Adds other words the student uses for a subject.
    @discardableResult
    public func addAliases(_ aliases: [String], to key: String) throws -> Subject {
        report(try namingTheOwner { try context.subjects.addAliases(aliases, toSubject: key) }, "subject.aliased")
    }

    /// Runs a change that may find an alias taken, and names the subject that has it as the student sees it.
    private func namingTheOwner(_ change: () throws -> Subject) throws -> Subject {
        do {
            return try change()
        } catch DomainError.aliasTaken(let alias, let owner) {
            throw SubjectCommandError.aliasTaken(alias: alias, name: try name(ofSubject: owner))
        }
    }

    /// Shows the built-in subjects of a kind of school and hides the other built-ins (custom ones stay); undo
    /// takes it back. Returns the subjects now shown.
    @discardableResult
    public func choose(_ set: SchoolSubjectSet) throws -> [Subject] {
        let shown = try context.subjects.chooseSubjects(set)
        try context.preferences.saveSchoolChoice(.chosen(set))
        if context.json {
            context.console.out(JSONOutput.line(shown.map(json)))
        } else {
            let names = shown.map { context.localization.name(of: $0) }.joined(separator: ", ")
            context.console.out(context.localization.text("subjects.chosen", ["set": set.rawValue, "names": names]))
        }
        return shown
    }

    /// Hides a subject from lists and detection, or shows it again; its tasks stay.
    @discardableResult
    public func setVisible(key: String, _ visible: Bool) throws -> Subject {
        report(
            try context.subjects.setSubjectActive(key: key, visible),
            visible ? "subject.shown" : "subject.hiddenNow")
    }

    /// Removes a custom subject. Its tasks must be moved somewhere: a subject with tasks is removed only
    /// when `moveTo` is given, so no work changes subject without the student saying so.
    public func remove(key: String, moveTo: String?) throws {
        let name = try name(ofSubject: key)
        if moveTo == nil {
            let open = try context.tasks.allTasks().filter { $0.subjectKey == key }.count
            if open > 0 { throw SubjectCommandError.hasTasks(key: key, name: name, count: open) }
        }
        let target = moveTo ?? Subject.fallbackKey
        let moved = try context.subjects.removeSubject(key: key, movingWorkTo: target)
        if context.json {
            context.console.out(JSONOutput.line(["removed": key]))
        } else {
            context.console.out(
                context.localization.plural(
                    "subject.removed", count: moved, ["name": name, "target": try self.name(ofSubject: target)]))
        }
    }

    /// The name a subject is shown by, or its key when there is no such subject.
    private func name(ofSubject key: String) throws -> String {
        try context.subjects.subject(key: key).map(context.localization.name(of:)) ?? key
    }

    @discardableResult
    private func report(_ subject: Subject, _ key: String, _ more: [String: String] = [:]) -> Subject {
        if context.json {
            context.console.out(JSONOutput.line(json(subject)))
        } else {
            let values = ["name": context.localization.name(of: subject), "key": subject.key].merging(more) { $1 }
            context.console.out(context.localization.text(key, values))
        }
        return subject
    }

    private func json(_ subject: Subject) -> SubjectJSON {
        SubjectJSON(
            key: subject.key, name: context.localization.name(of: subject), icon: subject.icon,
            colour: subject.colour.rawValue, builtIn: subject.isBuiltIn, active: subject.isActive,
            aliases: subject.aliases)
    }
}

/// A subject command cannot be done as asked; the message names the subject by the name the student sees.
public enum SubjectCommandError: Error, Equatable, Sendable {
    /// `count` tasks still belong to the subject `key`, shown as `name`.
    case hasTasks(key: String, name: String, count: Int)
    /// The alias already names the subject shown as `name`.
    case aliasTaken(alias: String, name: String)
}

extension SubjectCommandError: StudentFacingError {
    /// The sentence saying how many tasks are left and how to move them.
    public var message: StudentMessage {
        switch self {
        case .hasTasks(let key, let name, let count):
            StudentMessage("error.subjectHasTasks", ["key": key, "name": name], count: count)
        case .aliasTaken(let alias, let name): StudentMessage("error.aliasTaken", ["alias": alias, "name": name])
        }
    }

    /// The student's request: 1.
    public var exitCode: Int32 { 1 }
}
