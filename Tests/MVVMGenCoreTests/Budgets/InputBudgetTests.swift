import Foundation
import Testing

@testable import MVVMGenCore

/// Budgets in bytes as well as values: what aliases expand to, names the file system can
/// hold, templates that include themselves, and "did you mean" on thousands of names.
@Suite("Budgets: alias bytes, file name lengths, include cycles, suggestions")
struct InputBudgetTests {
    @Test("one 1 MB scalar aliased 5,000 times is refused quickly, at the alias that runs over")
    func aliasedBigScalar() {
        var text = "screens:\n  S0:\n    summary: &s " + String(repeating: "x", count: 1_000_000) + "\n"
        for index in 1..<5_000 { text += "  S\(index):\n    summary: *s\n" }
        let started = Date()
        var overflow: AliasBudget.Overflow?
        do {
            _ = try YAMLComposer.compose(
                text,
                limit: .init(values: YAMLLoader.maximumNodes, bytes: YAMLLoader.maximumExpandedBytes)
            )
        } catch {
            if case .overflow(let found) = error { overflow = found }
        }
        #expect(overflow?.inBytes == true)
        #expect(overflow?.line == 69)
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test("a screen name that gives a file name over 255 bytes is an error at the name")
    func longScreenName() {
        let name = "A" + String(repeating: "b", count: 229)
        let yaml = MarkedText(
            """
            screens:
              Fine: {}
              1️⃣\(name): {}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: screen name is 230 bytes long: it gives the file name 'Abbbbbbbbbbbbbbbbbbb…' of 260 bytes, over the 255 bytes file systems allow; shorten it by at least 5 bytes"
            ]
        )
    }

    @Test("a screen file whose name gives a router file name over 255 bytes is an error at its start")
    func longRouterName() throws {
        let path = "1" + String(repeating: "x", count: 240) + ".screen.yaml"
        let input = InputFile(path: path, text: "screens:\n  Top: {}\n")
        #expect(throws: DiagnosticsError.self) { try SpecValidator.validate(SpecParser.parse(input)) }
        do {
            _ = try SpecValidator.validate(SpecParser.parse(input))
        } catch {
            #expect(error.diagnostics.map(\.location?.line) == [1])
            let message = error.diagnostics.first?.message ?? ""
            #expect(message.contains("of 260 bytes"), "\(message)")
        }
    }

    @Test("a self-include and a mutual include are errors at the include's tag")
    func includeCycles() {
        let templates = TemplateSet(sources: [
            "Self.stencil": "a\n{% include \"Self.stencil\" %}\n",
            "A.stencil": "{% if x %}\n{% include 'B.stencil' %}{% endif %}\n",
            "B.stencil": "b\n\n  {% include \"A.stencil\" %}\n",
            "Leaf.stencil": "{% include \"B.stencil\" %}",
        ])
        let problems = TemplateIncludes.problems(in: templates) { "T/" + $0 }
        #expect(problems.map(\.location?.line) == [3, 2])
        #expect(problems.map(\.location?.column) == [3, 1])
        #expect(problems.map(\.location?.file) == ["T/B.stencil", "T/Self.stencil"])
        #expect(problems.allSatisfy { $0.message.contains("include cycle") })
        #expect(TemplateIncludes.problems(in: .builtIn) { $0 }.isEmpty)
    }

    @Test("suggestions keep their answers: closest, ties by order, nothing when too far")
    func suggestionAnswers() {
        #expect(Suggestion.closest(to: "Strng", among: ["Int", "String", "Strings"]) == "String")
        #expect(Suggestion.closest(to: "ab", among: ["ac", "ad"]) == "ac")
        #expect(Suggestion.closest(to: "JobModel", among: ["Screen", "Other"]) == nil)
        #expect(Suggestion.closest(to: "owned", among: SpecKeys.screen) == "owns", "two edits in five letters")
        #expect(Suggestion.closest(to: "route", among: ["tabs", "hud"]) == nil)
        #expect(Suggestion.closest(to: "DATE", among: ["Date"]) == "Date")
        for (a, b) in [("kitten", "sitting"), ("", "abc"), ("flaw", "lawn"), ("abcdef", "abcdef")] {
            let scalars = { (text: String) in text.unicodeScalars.map(\.value) }
            let banded = SuggestionIndex.distance(scalars(a), scalars(b), atMost: 3)
            let full = Suggestion.editDistance(a, b)
            #expect(banded == (full <= 3 ? full : nil), "\(a) / \(b)")
        }
    }

    @Test("4,000 misspelled names among 8,000 of one length each get their suggestion, in near-linear time")
    func manySuggestions() {
        let declared = (0..<8_000).map { String(format: "Declared%05d", $0) }
        let index = SuggestionIndex(declared)
        let started = Date()
        var right = 0
        for number in stride(from: 0, to: 8_000, by: 2) {
            let misspelled = number.isMultiple(of: 4) ? "Declred%05d" : "declared%05dx"
            if index.closest(to: String(format: misspelled, number)) == declared[number] { right += 1 }
        }
        let seconds = Date().timeIntervalSince(started)
        #expect(right == 4_000)
        // Generous: a debug build is many times slower than a release one, and comparing
        // each name with all 8,000 took minutes.
        #expect(seconds < 20, "took \(seconds) s")
    }
}
