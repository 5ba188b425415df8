import Foundation
import Testing

@testable import MVVMGenCore

/// The swiftui flavour's platforms (`Flavour.swiftUIPlatforms`, what generated code is
/// marked `@available` with) against the SwiftUI stand-in, whose declarations carry the
/// availability of Apple's (each file names the page it was checked against). CI compiles
/// the generated SwiftUI code against the stand-in, so no API that code can use may need a
/// newer system than the flavour states.
@Suite("The swiftui flavour's platforms")
struct FlavourPlatformsTests {
    /// `iOS 17.0, macOS 14.0, …` as platform → version; `*` and unversioned names left out.
    static func versions(_ list: some StringProtocol) -> [String: [Int]] {
        var versions: [String: [Int]] = [:]
        for part in list.split(separator: ",") {
            let words = part.split(separator: " ")
            guard words.count == 2, let version = Self.version(words[1]) else { continue }
            versions[String(words[0])] = version
        }
        return versions
    }

    static func version(_ text: some StringProtocol) -> [Int]? {
        let numbers = text.split(separator: ".").compactMap { Int($0) }
        return numbers.isEmpty ? nil : numbers
    }

    @Test("no declaration of the SwiftUI stand-in needs more than iOS 17, macOS 14, tvOS 17 or watchOS 10")
    func standInWithinTheFlavour() throws {
        let flavour = Self.versions(Flavour.swiftUIPlatforms)
        #expect(flavour.keys.sorted() == ["iOS", "macOS", "tvOS", "watchOS"])
        let folder = TestPaths.repository.appendingPathComponent("Tests/SwiftUIStandIn")
        var checked = 0
        for file in TestPaths.files(under: folder) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: #/@available\(([^)]*)\)/#) {
                for (platform, needed) in Self.versions(match.output.1) {
                    guard let stated = flavour[platform] else { continue }
                    checked += 1
                    #expect(
                        needed.lexicographicallyPrecedes(stated) || needed == stated,
                        "\(file): \(match.output.0) needs \(platform) \(needed), above the flavour's"
                    )
                }
            }
        }
        #expect(checked > 100, "the stand-in's declarations carry their availability")
    }
}
