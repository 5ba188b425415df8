import Testing

@testable import MVVMGenCore

/// What the parser reports for shape mistakes, message by message and place by place.
@Suite("Spec parser: shape mistakes")
struct SpecParserTests {
    @Test("an unknown key is reported where it stands, with the closest allowed key when one is near")
    func unknownKeys() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                1️⃣propertys:
                  title: String
                commands:
                  undo:
                    2️⃣asynk: true
                routes:
                  next:
                    to: Next
                    3️⃣zzz: 1
            4️⃣modles: {}
            """
        )
        #expect(
            Stages.parseDiagnostics(yaml) == [
                "1️⃣ error: unknown key 'propertys' in screen 'Top'; did you mean 'properties'?"
                    + " (allowed keys: summary, title, kind, flavour, owns, given, properties, lists, commands, callbacks, routes,"
                    + " tabs, header, hud, refresh, silence)",
                "2️⃣ error: unknown key 'asynk' in command 'undo'; did you mean 'async'?"
                    + " (allowed keys: parameters, async, whileRunning, sends, reads, summary)",
                "3️⃣ error: unknown key 'zzz' in route 'next' (allowed keys: to, show, with, summary)",
                "4️⃣ error: unknown key 'modles' in the top level; did you mean 'models'?"
                    + " (allowed keys: screens, given, models, fixtures, types, imports, parts, silence)",
            ]
        )
    }

    @Test("a value of the wrong kind names what was expected and what was found")
    func wrongKinds() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                summary: 1️⃣[a]
                kind: 2️⃣tabbar
                properties: 3️⃣[a, b]
                commands:
                  undo:
                    async: 4️⃣sometimes
                callbacks: 5️⃣done
                routes: {6️⃣[a]: B}
                tabs: 7️⃣first
            """
        )
        #expect(
            Stages.parseDiagnostics(yaml) == [
                "1️⃣ error: the summary of screen 'Top' must be a single value, not a list",
                "2️⃣ error: the kind of screen 'Top' must be one of 'plain', 'table', 'tabBar', 'segmented',"
                    + " 'cell', not 'tabbar';"
                    + " did you mean 'tabBar'?",
                "3️⃣ error: 'properties' of screen 'Top' must be a mapping (key: value lines), not a list",
                "4️⃣ error: 'async' of command 'undo' must be true or false, not 'sometimes'",
                "5️⃣ error: 'callbacks' of screen 'Top' must be a list ([a, b] or '- a' lines), not a single value",
                "6️⃣ error: a key in 'routes' of screen 'Top' must be a plain name, not a list",
                "7️⃣ error: 'tabs' of screen 'Top' must be a list ([Feed, Profile]) or a mapping (Feed: {title, image}),"
                    + " not a single value",
            ]
        )
    }

    @Test("true and false may be written as YAML spells them, and an empty key means the default")
    func booleansAndEmptyValues() throws {
        let yaml = MarkedText(
            """
            screens:
              Top:
                commands:
                  load: {async: yes}
                  save: {async: False}
                  undo:
                properties:
                routes: ~
            """
        )
        #expect(Stages.parseDiagnostics(yaml) == [])
        let screen = try Stages.parsedScreen(yaml)
        #expect(screen.commands.map(\.isAsync) == [true, false, false])
        #expect(screen.properties.isEmpty && screen.routes.isEmpty)
    }

    @Test("a missing required key is reported at the mapping that lacks it")
    func missingRequiredKeys() throws {
        let yaml = MarkedText(
            """
            screens:
              Top:
                given:
                  service:
                    1️⃣sample: Stub()
                routes:
                  next:
                    2️⃣show: present
                commands:
                  like:
                    parameters:
                      postId: 3️⃣{sample: 7}
            models:
              Job:
                4️⃣summary: A job
            fixtures:
              first:
                5️⃣values: {}
            """
        )
        #expect(
            Stages.parseDiagnostics(yaml) == [
                "1️⃣ error: 'service' is missing the required key 'type'",
                "2️⃣ error: route 'next' is missing the required key 'to'",
                "3️⃣ error: parameter 'postId' of command 'like' is missing the required key 'type'",
                "4️⃣ error: model 'Job' is missing the required key 'fields'",
                "5️⃣ error: fixture 'first' is missing the required key 'model'",
            ]
        )
        // A model without fields is still read, so references to it are checked as usual.
        let file = try Stages.parsed(yaml).file
        #expect(file.models.map(\.name.text) == ["Job"])
        #expect(file.unreadable.isEmpty)
    }

    @Test("the top level needs 'screens'")
    func missingScreens() {
        let yaml = MarkedText("1️⃣types: [Service]\n")
        #expect(Stages.parseDiagnostics(yaml) == ["1️⃣ error: the top level is missing the required key 'screens'"])
    }

    @Test("a short form with a part missing points at the gap")
    func brokenShortForms() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                owns:
                  store: Store =1️⃣
                properties:
                  title: 2️⃣= "x"
                  name: "3️⃣ = x"
                lists:
                  rows: 4️⃣""
                routes:
                  next: 5️⃣""
            """
        )
        #expect(
            Stages.parseDiagnostics(yaml) == [
                "1️⃣ error: 'store' has '=' but no value after it",
                "2️⃣ error: property 'title' needs a type: write 'Type' or 'Type = default'",
                "3️⃣ error: property 'name' needs a type: write 'Type' or 'Type = default'",
                "4️⃣ error: the item type of list 'rows' is empty",
                "5️⃣ error: the target screen of route 'next' is empty",
            ]
        )
    }

    /// A quoted key's parts are located from its text, after the opening quote.
    @Test("a Swift type in brackets written without quotes is read by YAML as a list: the message says to quote it")
    func unquotedBracketTypes() {
        let yaml = MarkedText(
            """
            models:
              Profile: {fields: {avatars: 1️⃣[Avatar], scores: 2️⃣[String: Int]}}
              Avatar: {fields: {url: URL}}
            screens:
              Top: {properties: {links: 3️⃣[URL]}}
            """
        )
        #expect(
            Stages.parseDiagnostics(yaml) == [
                "1️⃣ error: field 'avatars' of model 'Profile' is read as a YAML list: write the Swift type in quotes, \"[Avatar]\"",
                "2️⃣ error: field 'scores' of model 'Profile' is read as a YAML list: write the Swift type in quotes, \"[String: Int]\"",
                "3️⃣ error: property 'links' is read as a YAML list: write the Swift type in quotes, \"[URL]\"",
            ]
        )
        let broken = MarkedText(
            """
            screens:
              Top:
                properties:
                  tags: [String] 1️⃣= []
            """
        )
        #expect(Stages.parseDiagnostics(broken).first?.contains("quote a Swift type or value") == true)
    }

    @Test("a broken command signature points at the part that is wrong")
    func brokenSignatures() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                commands:
                  1️⃣undo(: []
                  like(2️⃣postId): []
                  "share(id: Int, 3️⃣to)": []
                  save()4️⃣ extra: []
                  "rate(stars: Int)":
                    parameters: 5️⃣{stars: Int}
                  vote:
                    parameters:
                      up: 6️⃣""
            """
        )
        #expect(
            Stages.parseDiagnostics(yaml) == [
                "1️⃣ error: command 'undo(' has an unclosed '(': write name(label: Type, …)",
                "2️⃣ error: a parameter of command 'like(postId)' has no type: write label: Type",
                "3️⃣ error: a parameter of command 'share(id: Int, to)' has no type: write label: Type",
                "4️⃣ error: unexpected text after ')' in command 'save() extra'",
                "5️⃣ error: command 'rate' lists its parameters twice: in its key and under 'parameters'; keep one",
                "6️⃣ error: the type of parameter 'up' of command 'vote' is empty",
            ]
        )
    }

    @Test("a list needs exactly one of 'item' and 'child'")
    func listItemOrChild() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                lists:
                  both:
                    item: Row
                    child: 1️⃣Cell
                  neither:
                    2️⃣summary: Nothing to show.
            """
        )
        #expect(
            Stages.parseDiagnostics(yaml) == [
                "1️⃣ error: list 'both' has both 'item' and 'child': a child screen sets the item type",
                "2️⃣ error: list 'neither' needs 'item' (the type of a row) or 'child' (a cell screen)",
            ]
        )
    }
}

extension Stages {
    /// Stage 1 alone, for tests that look at what was read.
    static func parsed(_ yaml: MarkedText) throws -> ParsedSpec {
        try SpecParser.parse(input(yaml))
    }

    /// The first screen of the file.
    static func parsedScreen(_ yaml: MarkedText) throws -> ScreenSpec {
        try #require(parsed(yaml).file.screens.first)
    }
}
