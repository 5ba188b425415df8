import Testing

@testable import MVVMGenCore

/// How single YAML values are read, seen through the parser: null, lists of names, code.
@Suite("Node reader")
struct NodeReaderTests {
    @Test("a plain null in any YAML spelling is an empty entry; a quoted empty value is not null")
    func nulls() throws {
        let yaml = MarkedText(
            """
            screens:
              Top:
                owns:
                properties: null
                lists: Null
                routes: NULL
                silence: ~
                tabs: 1️⃣''
            """
        )
        #expect(
            Stages.parseDiagnostics(yaml) == [
                "1️⃣ error: 'tabs' of screen 'Top' must be a list ([Feed, Profile]) or a mapping"
                    + " (Feed: {title, image}), not a single value"
            ]
        )
        let screen = try Stages.parsedScreen(yaml)
        #expect(screen.owns.isEmpty && screen.properties.isEmpty && screen.lists.isEmpty)
        #expect(screen.routes.isEmpty && screen.silence.isEmpty && screen.tabs.isEmpty)
    }

    @Test("each entry of a list of names must be a single value; the others are still read")
    func names() throws {
        let yaml = MarkedText("screens:\n  Top:\n    tabs: [1️⃣A, 2️⃣{b: c}, 3️⃣C]\n")
        #expect(
            Stages.parseDiagnostics(yaml) == [
                "2️⃣ error: an entry of 'tabs' of screen 'Top' must be a single value, not a mapping"
            ]
        )
        #expect(try Stages.parsedScreen(yaml).tabs.map(yaml.located) == ["A 1️⃣", "C 3️⃣"])
    }

    @Test("code is trimmed of surrounding spaces and located at its first character")
    func code() throws {
        let yaml = MarkedText(
            """
            screens:
              Top:
                properties:
                  title: {type: "  1️⃣Int  ", sample: 2️⃣"   "}
            """
        )
        #expect(Stages.parseDiagnostics(yaml) == ["2️⃣ error: the sample of property 'title' is empty"])
        let property = try #require(Stages.parsedScreen(yaml).properties.first)
        #expect(yaml.located(property.type) == "Int 1️⃣")
    }

    @Test(
        "trimming removes whitespace characters at both ends, and only there",
        arguments: [
            ("Int", "Int"), ("  Int ", "Int"), ("\tA b\n", "A b"), ("a", "a"), ("", ""), ("   ", ""),
            ("\u{00A0}x\u{2003}", "x"), ("e\u{0301} ", "e\u{0301}"), (" \u{1F600}", "\u{1F600}"),
            ("x\u{0085}", "x"), ("~!", "~!"), ("\u{7F}a", "\u{7F}a"),
        ]
    )
    func trimming(_ text: String, _ trimmed: String) {
        #expect(text.trimmingWhitespace == trimmed)
        // What `Character.isWhitespace` says, with no shortcut.
        let slow = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        #expect(text.trimmingWhitespace == slow)
    }
}
