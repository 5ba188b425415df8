import Testing

@testable import MVVMGenCore

/// Each member written in its one-line short form and in its long form reads to the same
/// spec; every piece keeps where it was written.
@Suite("Spec parser: short and long forms")
struct ShortAndLongFormTests {
    @Test("a property's short and long forms give the same type and default, each located")
    func properties() throws {
        let yaml = MarkedText(
            """
            screens:
              Top:
                properties:
                  short: 1️⃣Int = 2️⃣3
                  quoted: "3️⃣Int = 4️⃣3"
                  long:
                    type: 5️⃣Int
                    default: 6️⃣3
                    sample: 7️⃣42
                    access: readwrite
                    summary: How many.
            """
        )
        #expect(Stages.parseDiagnostics(yaml) == [])
        let properties = try Stages.parsedScreen(yaml).properties
        #expect(properties.map(\.name.text) == ["short", "quoted", "long"])
        #expect(properties.map { yaml.located($0.type) } == ["Int 1️⃣", "Int 3️⃣", "Int 5️⃣"])
        #expect(properties.map { yaml.located($0.defaultValue) } == ["3 2️⃣", "3 4️⃣", "3 6️⃣"])
        #expect(properties.map { yaml.located($0.sample) } == ["nil", "nil", "42 7️⃣"])
        #expect(properties.map(\.access) == [.readonly, .readonly, .readwrite])
        #expect(properties.map(\.summary) == [nil, nil, "How many."])
    }

    @Test("owned and given objects read like properties, with a sample for tests")
    func dependencies() throws {
        let yaml = MarkedText(
            """
            screens:
              Top:
                owns:
                  short: 1️⃣Store = 2️⃣Store.shared
                  long: {type: 3️⃣Store, default: 4️⃣Store.shared, summary: Rows.}
                given:
                  service: 5️⃣Service
                  other: {type: 6️⃣Service, sample: 7️⃣Stub()}
            """
        )
        #expect(Stages.parseDiagnostics(yaml) == [])
        let screen = try Stages.parsedScreen(yaml)
        #expect(screen.owns.map { yaml.located($0.type) } == ["Store 1️⃣", "Store 3️⃣"])
        #expect(screen.owns.map { yaml.located($0.initialValue) } == ["Store.shared 2️⃣", "Store.shared 4️⃣"])
        #expect(screen.owns.map(\.summary) == [nil, "Rows."])
        #expect(screen.given.map { yaml.located($0.type) } == ["Service 5️⃣", "Service 6️⃣"])
        #expect(screen.given.map { yaml.located($0.sample) } == ["nil", "Stub() 7️⃣"])
    }

    @Test("a model field's short and long forms give the same type and default")
    func fields() throws {
        let yaml = MarkedText(
            """
            models:
              Job:
                summary: A job.
                conforms: [Hashable]
                fields:
                  short: 1️⃣Bool = 2️⃣false
                  long: {type: 3️⃣Bool, default: 4️⃣false, summary: Remote.}
            screens:
              Top:
            """
        )
        #expect(Stages.parseDiagnostics(yaml) == [])
        let model = try #require(Stages.parsed(yaml).file.models.first)
        #expect(model.summary == "A job." && model.conforms?.map(\.text) == ["Hashable"])
        #expect(model.fields.map { yaml.located($0.type) } == ["Bool 1️⃣", "Bool 3️⃣"])
        #expect(model.fields.map { yaml.located($0.defaultValue) } == ["false 2️⃣", "false 4️⃣"])
        #expect(model.fields.map(\.summary) == [nil, "Remote."])
    }

    @Test("parameters in the command's key and under 'parameters' read the same")
    func parameters() throws {
        let yaml = MarkedText(
            """
            screens:
              Top:
                commands:
                  like(1️⃣postId:2️⃣Int): []
                  share:
                    parameters:
                      3️⃣postId: 4️⃣Int
                  rate:
                    parameters:
                      5️⃣stars: {type: 6️⃣Int, sample: 7️⃣5}
            """
        )
        #expect(Stages.parseDiagnostics(yaml) == [])
        let commands = try Stages.parsedScreen(yaml).commands
        #expect(commands.map(\.name.text) == ["like", "share", "rate"])
        let parameters = commands.flatMap(\.parameters)
        #expect(parameters.map { yaml.located($0.name) } == ["postId 1️⃣", "postId 3️⃣", "stars 5️⃣"])
        #expect(parameters.map { yaml.located($0.type) } == ["Int 2️⃣", "Int 4️⃣", "Int 6️⃣"])
        #expect(parameters.map { yaml.located($0.sample) } == ["nil", "nil", "5 7️⃣"])
    }

    @Test("a command's callbacks may be a list, a single name or 'sends'; an empty command sends nothing")
    func commands() throws {
        let yaml = MarkedText(
            """
            screens:
              Top:
                commands:
                  list: [1️⃣done, failed]
                  single: 2️⃣done
                  long: {sends: [3️⃣done], reads: [title], async: true, summary: Saves.}
                  empty:
            """
        )
        #expect(Stages.parseDiagnostics(yaml) == [])
        let commands = try Stages.parsedScreen(yaml).commands
        #expect(commands.map { $0.sends.map(\.text) } == [["done", "failed"], ["done"], ["done"], []])
        #expect(commands.compactMap { $0.sends.first.map(yaml.located) } == ["done 1️⃣", "done 2️⃣", "done 3️⃣"])
        #expect(commands[2].reads.map(\.text) == ["title"] && commands[2].isAsync && commands[2].summary == "Saves.")
    }

    @Test("callbacks are a list of names, or a mapping from name to summary")
    func callbacks() throws {
        let list = MarkedText("screens:\n  Top:\n    callbacks: [1️⃣done, 2️⃣failed]\n")
        let mapping = MarkedText("screens:\n  Top:\n    callbacks:\n      1️⃣done: Finished.\n      2️⃣failed:\n")
        for yaml in [list, mapping] {
            #expect(Stages.parseDiagnostics(yaml) == [])
            let callbacks = try Stages.parsedScreen(yaml).callbacks
            #expect(callbacks.map { yaml.located($0.name) } == ["done 1️⃣", "failed 2️⃣"])
        }
        #expect(try Stages.parsedScreen(mapping).callbacks.map(\.summary) == ["Finished.", nil])
    }

    @Test("an async command says what a second call does while it runs; a sync one may not")
    func whileRunning() throws {
        let yaml = MarkedText(
            """
            screens:
              Top:
                commands:
                  search: {async: true, whileRunning: restart}
                  save: {async: true}
                  undo: {whileRunning: 1️⃣ignore}
                  load: {async: true, whileRunning: 2️⃣twice}
            """
        )
        let diagnostics = Stages.parseDiagnostics(yaml)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first { $0.hasPrefix("1️⃣ error: 'whileRunning' is for async commands") } != nil)
        #expect(diagnostics.first { $0.hasPrefix("2️⃣ error:") && $0.contains("twice") } != nil)
    }

    @Test("a callback's long form says whether it is an event, not replayed at the first render")
    func callbackEvents() throws {
        let yaml = MarkedText(
            "screens:\n  Top:\n    callbacks:\n      shown: Changed.\n      failed: {summary: Failed., event: true}\n"
        )
        #expect(Stages.parseDiagnostics(yaml) == [])
        let callbacks = try Stages.parsedScreen(yaml).callbacks
        #expect(callbacks.map(\.isEvent) == [false, true])
        #expect(callbacks.map(\.summary) == ["Changed.", "Failed."])
        let typo = MarkedText("screens:\n  Top:\n    callbacks:\n      failed: {1️⃣evnt: true}\n")
        #expect(Stages.parseDiagnostics(typo).count == 1)
        #expect(Stages.parseDiagnostics(typo).first?.contains("evnt") == true)
    }

    @Test("a route is a target screen, or a mapping with how to show it and what to pass")
    func routes() throws {
        let yaml = MarkedText(
            """
            screens:
              Top:
                routes:
                  short: 1️⃣Detail
                  long:
                    to: 2️⃣Detail
                    show: present
                    with: {3️⃣id: 4️⃣Int}
                    summary: Shows one.
            """
        )
        #expect(Stages.parseDiagnostics(yaml) == [])
        let routes = try Stages.parsedScreen(yaml).routes
        #expect(routes.map { yaml.located($0.target) } == ["Detail 1️⃣", "Detail 2️⃣"])
        #expect(routes.map(\.presentation) == [.push, .present])
        #expect(routes.map(\.summary) == [nil, "Shows one."])
        let parameter = try #require(routes[1].parameters.first)
        #expect(yaml.located(parameter.name) == "id 3️⃣" && yaml.located(parameter.type) == "Int 4️⃣")
    }

    @Test("a list's row type comes from 'item', or from a child screen's view model")
    func lists() throws {
        let yaml = MarkedText(
            """
            screens:
              Top:
                lists:
                  short: 1️⃣Row
                  long: {item: 2️⃣Row, accessor: 3️⃣row, sample: '4️⃣[Row()]'}
                  cells: {child: 5️⃣Cell}
            """
        )
        #expect(Stages.parseDiagnostics(yaml) == [])
        let lists = try Stages.parsedScreen(yaml).lists
        #expect(lists.map { yaml.located($0.item) } == ["Row 1️⃣", "Row 2️⃣", "CellViewModel 5️⃣"])
        #expect(lists.map { $0.child?.text } == [nil, nil, "Cell"])
        #expect(lists[1].accessor.map(yaml.located) == "row 3️⃣")
        #expect(yaml.located(lists[1].sample) == "[Row()] 4️⃣")
    }
}

extension MarkedText {
    /// `text marker` for a located piece, so a test checks what was read and where at once.
    func located(_ code: SwiftCode?) -> String {
        code.map { "\($0.text) \(marker(at: $0.location))" } ?? "nil"
    }

    func located(_ name: Name) -> String {
        "\(name.text) \(marker(at: name.location))"
    }
}
