import DiarioCoach
import DiarioDomain
import Testing

@Suite("The prompt template engine and the shipped prompts")
struct PromptTemplateTests {
    @Test("Placeholders, lists with their items' fields, inverted sections, and standalone tags leaving no blank line")
    func rendering() throws {
        let template = try PromptTemplate(
            """
            {{! a comment line disappears }}
            Ciao {{name}}, oggi è {{today}}.{{missing}}
            Compiti:
            {{#tasks}}
            - {{title}} ({{subject}}) per {{name}}
            {{/tasks}}
            {{^tasks}}
            - nessuno
            {{/tasks}}
            {{#streak}}Serie: {{streak}} giorni.{{/streak}}{{^ok}} (da controllare){{/ok}}
            """)
        let values: [String: TemplateValue] = [
            "name": .text("Ada"), "today": .text("sab 21 nov"), "streak": .text("3"), "ok": .flag(false),
            "tasks": .list([
                ["title": .text("Verifica"), "subject": .text("Storia")],
                ["title": .text("Esercizi"), "subject": .text("Matematica"), "name": .text("Bea")],
            ]),
        ]
        #expect(
            template.render(values) == """
                Ciao Ada, oggi è sab 21 nov.
                Compiti:
                - Verifica (Storia) per Ada
                - Esercizi (Matematica) per Bea
                Serie: 3 giorni. (da controllare)
                """)
        var empty = values
        empty["tasks"] = .list([])
        empty["streak"] = .text("")
        empty["ok"] = .flag(true)
        #expect(template.render(empty) == "Ciao Ada, oggi è sab 21 nov.\nCompiti:\n- nessuno\n")
        #expect(template.names == ["name", "today", "missing", "tasks", "title", "subject", "streak", "ok"])
    }

    @Test("Errors name the line: an unclosed tag, a section never closed, a close that matches nothing")
    func errors() {
        #expect(throws: PromptTemplateError.unclosedTag(line: 2)) { try PromptTemplate("ok\nCiao {{name\n") }
        #expect(throws: PromptTemplateError.unclosedTag(line: 1)) { try PromptTemplate("{{}}") }
        #expect(throws: PromptTemplateError.unclosedSection(name: "a", line: 1)) { try PromptTemplate("{{#a}}\nx\n") }
        #expect(throws: PromptTemplateError.unexpectedClose(name: "b", line: 2)) {
            try PromptTemplate("{{#a}}\n{{/b}}\n")
        }
    }

    @Test("Both shipped prompts parse, use only known placeholders, and render with nothing left unfilled")
    func shippedPrompts() throws {
        for language in InterfaceLanguage.allCases {
            let template = try CoachPrompt.template(for: language)
            #expect(template.names.subtracting(CoachPrompt.placeholders) == [], "\(language)")
            #expect(template.names.isSuperset(of: ["today", "overdue", "upcoming_tests", "weak_subjects", "streak"]))
            let text = template.render(["today": .text("X"), "due_cards": .text("0"), "streak": .text("0")])
            #expect(!text.contains("{{") && !text.contains("}}") && text.count > 500, "\(language)")
            #expect(!text.contains("\n\n\n"), "\(language): no blank lines left by sections")
        }
        let italian = try CoachPrompt.template(for: .it).render([:])
        #expect(italian.contains("Rispondi sempre in italiano") && italian.contains("Non fare mai i compiti"))
        let english = try CoachPrompt.template(for: .en).render([:])
        #expect(english.contains("Always answer in English") && english.contains("Never do the homework"))
    }
}

@Suite("What the coach is sent: the history window and the proposed actions")
struct ConversationWindowTests {
    func message(_ role: ChatRole, _ length: Int, calls: [CoachToolCall] = [], answers: String? = nil) -> ChatMessage {
        ChatMessage(role: role, content: String(repeating: "a", count: length), toolCalls: calls, toolCallID: answers)
    }

    @Test("Whole turns are dropped oldest first; an action is never sent without its answer; the last turn always")
    func budget() {
        let call = CoachToolCall(id: "c1", name: "add_task", arguments: "{}")
        let history = [
            message(.user, 400), message(.assistant, 400),  // 104 + 104 tokens
            message(.user, 40), message(.assistant, 40, calls: [call]), message(.tool, 4, answers: "c1"),  // 14+18+5
            message(.user, 40),  // 14
        ]
        #expect(ConversationWindow.estimatedTokens(history[0]) == 104)
        let fitted = ConversationWindow.fit(history, budget: 60)
        #expect(fitted == Array(history[2...]))
        #expect(ConversationWindow.fit(history, budget: 1000) == history)
        #expect(ConversationWindow.fit(history, budget: 0) == [history[5]])
        #expect(ConversationWindow.fit(history, budget: 20) == [history[5]])
    }

    @Test("Tool calls become actions; unknown names and bad arguments are errors")
    func actions() throws {
        func action(_ name: String, _ arguments: String) throws(CoachActionError) -> CoachAction {
            try CoachAction(CoachToolCall(id: "1", name: name, arguments: arguments))
        }
        #expect(try action("add_task", #"{"text":" ripasso per giovedì "}"#) == .addTask(text: "ripasso per giovedì"))
        #expect(try action("list_tasks", "") == .listTasks(range: nil))
        #expect(try action("list_tasks", #"{"range":"week"}"#) == .listTasks(range: "week"))
        #expect(try action("start_quiz", #"{"subject":"storia"}"#) == .startQuiz(subject: "storia"))
        #expect(
            try action("create_cards", #"{"subject":"fisica","cards":[{"front":"F","back":"m·a"}]}"#)
                == .createCards(subject: "fisica", cards: [("F", "m·a")]))
        #expect(throws: CoachActionError.unknownAction(name: "launch_rocket")) { try action("launch_rocket", "{}") }
        #expect(throws: CoachActionError.invalidArguments(name: "add_task")) { try action("add_task", #"{"text":""}"#) }
        #expect(throws: CoachActionError.invalidArguments(name: "add_task")) { try action("add_task", "{not json") }
        #expect(throws: CoachActionError.invalidArguments(name: "list_tasks")) {
            try action("list_tasks", #"{"range":"year"}"#)
        }
        #expect(throws: CoachActionError.invalidArguments(name: "create_cards")) {
            try action("create_cards", #"{"cards":[{"front":"F"}]}"#)
        }
    }
}
