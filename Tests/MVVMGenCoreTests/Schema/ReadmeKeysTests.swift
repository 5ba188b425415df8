import Foundation
import Testing

@testable import MVVMGenCore

/// The README's YAML reference is written by hand: every key the parser accepts
/// (`SpecKeys`, the table the schema and the fuzzer's dictionary are made from) must be
/// documented in the section of its part, so a key added to the format is a key explained.
@Suite("README's YAML reference")
struct ReadmeKeysTests {
    static func section(_ title: String, until next: String) throws -> Substring {
        let readme = try String(contentsOf: TestPaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n" + title + "\n"), "no section \(title)")
        let end = try #require(readme.range(of: "\n" + next, range: start.upperBound..<readme.endIndex))
        return readme[start.upperBound..<end.lowerBound]
    }

    /// The words inside backticks: a key is written `key` or in a long form `{key, …}`.
    static func words(in text: Substring) -> Set<String> {
        let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map(\.element)
        return Set(spans.flatMap { $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }.map(String.init))
    }

    /// Keys whose row the README does not have yet: each is a known issue until it does,
    /// and a failure once it does (then remove it here). `flavour`: docs/SwiftUI.md.
    static let rowsToWrite: Set<String> = ["flavour"]

    @Test("the top level's and a screen's keys each have a row of their own")
    func rows() throws {
        for (keys, title, next) in [
            (SpecKeys.file, "### Top level", "### Screen"), (SpecKeys.screen, "### Screen", "### Paged lists"),
        ] {
            let section = try Self.section(title, until: next)
            for key in keys where !Self.rowsToWrite.contains(key) {
                #expect(section.contains("\n| `\(key)` |"), "no row for `\(key)` under \(title)")
            }
            for key in keys where Self.rowsToWrite.contains(key) {
                withKnownIssue("the README's row of `\(key)` is written with the flavour's README section") {
                    #expect(section.contains("\n| `\(key)` |"), "no row for `\(key)` under \(title)")
                }
            }
        }
    }

    @Test("the keys of every other part are named in their section")
    func words() throws {
        let parts: [([String], String, String)] = [
            (
                SpecKeys.dependency + SpecKeys.property + SpecKeys.list + SpecKeys.command + SpecKeys.parameter
                    + SpecKeys.callback + SpecKeys.route + SpecKeys.tab, "### Screen", "### Paged lists"
            ),
            (SpecKeys.paging, "### Paged lists and the HUD (the table family)", "### What is checked"),
            (SpecKeys.model + SpecKeys.field + SpecKeys.fixture, "### Model and fixture", "## Use mvvmgen"),
        ]
        for (keys, title, next) in parts {
            let named = Self.words(in: try Self.section(title, until: next))
            for key in keys {
                #expect(named.contains(key), "`\(key)` is not named under \(title)")
            }
        }
    }
}
