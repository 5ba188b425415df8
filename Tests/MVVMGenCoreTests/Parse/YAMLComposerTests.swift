import Testing

@testable import MVVMGenCore

/// The composer mvvmgen reads YAML with: one pass over libyaml's events builds the nodes,
/// follows aliases and finds what Yams's composer found, each at its place.
@Suite("YAML composer")
struct YAMLComposerTests {
    @Test("a key written twice is an error at its second place, with a note at its first, in flow mappings too")
    func duplicateKeys() {
        #expect(
            Stages.parseDiagnostics(MarkedText("screens: {1️⃣Top: {}, Other: {}, 2️⃣Top: {}}\n")) == [
                "2️⃣ error: duplicate key 'Top'\n1️⃣ note: 'Top' is first used here"
            ]
        )
        // Several keys twice: the alphabetically first is named, as Yams named it.
        let several = MarkedText(
            "screens:\n  Top:\n    summary: a\n    1️⃣kind: plain\n    summary: b\n    2️⃣kind: table\n"
        )
        #expect(
            Stages.parseDiagnostics(several) == [
                "2️⃣ error: duplicate key 'kind'\n1️⃣ note: 'kind' is first used here"
            ]
        )
    }

    @Test("a mapping of many keys finds its duplicate as a small one does")
    func duplicateInLargeMapping() {
        let keys = (0..<40).map { "    p\($0): Int\n" }.joined()
        let yaml = MarkedText("screens:\n  Top:\n    properties:\n    1️⃣p7: Int\n" + keys)
        #expect(Stages.parseDiagnostics(yaml) == ["?:12:5 error: duplicate key 'p7'\n1️⃣ note: 'p7' is first used here"])
    }

    @Test("an alias of an undefined anchor, and a second document, are syntax errors at their place")
    func composerErrors() {
        #expect(
            Stages.parseDiagnostics(MarkedText("screens:\n  Top:\n    summary: 1️⃣*missing\n")) == [
                "1️⃣ error: YAML syntax error: found undefined alias"
            ]
        )
        #expect(
            Stages.parseDiagnostics(MarkedText("1️⃣screens: {Top: {}}\n2️⃣---\nscreens: {}\n")) == [
                "2️⃣ error: YAML syntax error: but found another document\n1️⃣ note: expected a single document in the stream here"
            ]
        )
    }

    @Test("an alias reads the value its anchor names, merged mappings included")
    func aliases() throws {
        let screen = try Stages.parsedScreen(
            MarkedText("screens:\n  Top:\n    summary: &text Shared words\n    title: *text\n")
        )
        #expect(screen.summary == "Shared words")
        #expect(screen.title?.text == "Shared words")
    }

    @Test("a character libyaml cannot read is located in characters after multi-byte ones")
    func readerErrorAfterMultibyteCharacters() {
        let yaml = MarkedText("screens:\n  Top:\n    summary: éèà 1️⃣\u{1}\n")
        #expect(
            Stages.parseDiagnostics(yaml) == [
                "1️⃣ error: cannot read the file as YAML text: control characters are not allowed (U+0001)"
            ]
        )
    }

    @Test("a file of only comments has no document: the file is empty")
    func onlyComments() {
        #expect(
            Stages.parseDiagnostics(MarkedText("1️⃣# nothing yet\n")) == [
                "1️⃣ error: the file is empty: expected a mapping with a 'screens' key"
            ]
        )
    }

    @Test(
        "a big file's events read on another thread give the same nodes and the same first problem as on one thread",
        arguments: [
            "",
            "  Dup:\n    kind: plain\n    kind: table\n",
            "  Alias:\n    summary: *nowhere\n",
            "  Bad: [unclosed\n",
            "  Control: \"\u{7}\"\n",
            "---\nsecond: document\n",
        ]
    )
    func overlappedReadingAgrees(ending: String) {
        // Past the threshold, with anchors and aliases across batches, then the ending.
        var text = "shared: &s {a: 1, b: [x, y]}\nscreens:\n"
        for index in 0..<4_000 { text += "  S\(index):\n    summary: 'screen \(index)'\n    uses: *s\n" }
        text += ending
        #expect(text.utf8.count > YAMLEvents.overlapThreshold)
        let limit = AliasBudget.Limit(values: YAMLLoader.maximumNodes, bytes: YAMLLoader.maximumExpandedBytes)
        func outcome(overlapAbove: Int) -> String {
            do {
                return String(describing: try YAMLComposer.compose(text, limit: limit, overlapAbove: overlapAbove))
            } catch {
                return "problem: \(error)"
            }
        }
        let alongside = outcome(overlapAbove: 0)
        #expect(alongside == outcome(overlapAbove: .max))
        #expect(alongside.hasPrefix("problem: ") == !ending.isEmpty)
    }
}
