import Testing

@testable import MVVMGenCore

@Suite("Concatenation")
struct ConcatenationTests {
    @Test(
        "joined parts are the parts put end to end, as `+` puts them",
        arguments: [
            ["Jobs", "ViewModel", "", ""],
            ["Generated", "/", "JobListViewModel", "+Interface.swift"],
            ["", "", "", ""],
            ["a", "", "b", ""],
            ["Café", "/", "Ünïcode 🧭", ".swift"],
            [String(repeating: "x", count: 40), "/", String(repeating: "y", count: 300), ".swift"],
        ]
    )
    func joinedPartsAreThePartsEndToEnd(parts: [String]) {
        let joined = Concatenation.join(parts[0], parts[1], parts[2], parts[3])
        #expect(joined == parts[0] + parts[1] + parts[2] + parts[3])
        #expect(joined.utf8.count == parts.map(\.utf8.count).reduce(0, +))
    }

    @Test("two parts, the last two left out")
    func twoParts() {
        #expect(Concatenation.join("Screen", "ViewModelTests") == "ScreenViewModelTests")
    }
}
