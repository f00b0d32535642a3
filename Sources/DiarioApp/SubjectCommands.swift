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
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= 60, let key = Subject.key(forName: trimmed) else {
            throw DomainError.invalidSubjectName(name: name)
        }
        let subject = try context.subjects.createSubject(
            Subject(
                key: key, customName: trimmed, icon: icon ?? "📌", colour: colour ?? .white, sortOrder: 0,
                aliases: aliases))
        report(subject, "subject.added")
        return subject
    }

    /// Gives a subject the student's own name.
    @discardableResult
    public func rename(key: String, to name: String) throws -> Subject {
        report(try context.subjects.renameSubject(key: key, to: name), "subject.renamed")
    }

    /// Adds other words the student uses for a subject.
    @discardableResult
    public func addAliases(_ aliases: [String], to key: String) throws -> Subject {
        report(try context.subjects.addAliases(aliases, toSubject: key), "subject.aliased")
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
        if moveTo == nil {
            let open = try context.tasks.allTasks().filter { $0.subjectKey == key }.count
            if open > 0 { throw SubjectRemovalError.hasTasks(key: key, count: open) }
        }
        let moved = try context.subjects.removeSubject(key: key, movingWorkTo: moveTo ?? Subject.fallbackKey)
        if context.json {
            context.console.out(JSONOutput.line(["removed": key]))
        } else {
            context.console.out(
                context.localization.plural(
                    "subject.removed", count: moved, ["key": key, "target": moveTo ?? Subject.fallbackKey]))
        }
    }

    @discardableResult
    private func report(_ subject: Subject, _ key: String) -> Subject {
        if context.json {
            context.console.out(JSONOutput.line(json(subject)))
        } else {
            context.console.out(
                context.localization.text(
                    key, ["name": context.localization.name(of: subject), "key": subject.key]))
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

/// A subject still has tasks and no destination was given for them.
public enum SubjectRemovalError: Error, Equatable, Sendable {
    /// `count` tasks still belong to the subject `key`.
    case hasTasks(key: String, count: Int)
}
