import Foundation
import MVVMGenCLI
import Testing

/// CHANGELOG.md's releases and the version `--version` prints agree, so a release cannot
/// ship under the previous number, or a changelog without its release.
@Suite("Release version")
struct ReleaseVersionTests {
    static let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("CHANGELOG.md")

    /// Every `## ` heading of the changelog, in order.
    static func headings() throws -> [String] {
        try String(contentsOf: changelog, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("## ") }.map(String.init)
    }

    /// The version of a release heading (`## [0.2.0] - 2026-11-26`), nil for any other.
    static func releaseVersion(_ heading: String) -> String? {
        guard let match = heading.wholeMatch(of: /## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}/) else { return nil }
        return String(match.1)
    }

    @Test("the newest release of CHANGELOG.md is the version --version prints")
    func newestReleaseIsTheVersion() throws {
        let headings = try Self.headings()
        #expect(headings.first == "## [Unreleased]", "unreleased work goes on top, under '## [Unreleased]'")
        let newest = try #require(headings.dropFirst().first, "CHANGELOG.md has no release")
        #expect(Self.releaseVersion(newest) == MVVMGenVersion.current, "\(newest) is not \(MVVMGenVersion.current)")
    }

    @Test("every release heading is '## [X.Y.Z] - YYYY-MM-DD', newest first")
    func releaseHeadingsAreOrdered() throws {
        let headings = try Self.headings().dropFirst()
        let versions = headings.map { Self.releaseVersion($0) }
        #expect(!versions.contains(nil), "not a release heading: \(headings.filter { Self.releaseVersion($0) == nil })")
        let numbers = versions.compactMap { $0?.split(separator: ".").compactMap { Int($0) } }
        for (newer, older) in zip(numbers, numbers.dropFirst()) {
            #expect(newer.lexicographicallyPrecedes(older) == false && newer != older, "\(newer) after \(older)")
        }
    }
}
