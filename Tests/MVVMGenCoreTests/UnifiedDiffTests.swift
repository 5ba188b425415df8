import Testing

@testable import MVVMGenCore

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("equal texts give no diff")
    func equal() {
        #expect(UnifiedDiff.render(old: "a\nb\n", new: "a\nb\n", oldLabel: "a", newLabel: "b") == "")
    }

    @Test("a changed line gives one hunk with three lines of context, as diff -u does")
    func oneHunk() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        let expected = """
            --- old
            +++ new
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """
        #expect(UnifiedDiff.render(old: old, new: new, oldLabel: "old", newLabel: "new") == expected)
    }

    @Test("a file that does not exist yet diffs from nothing")
    func fromNothing() {
        let expected = "--- /dev/null\n+++ new\n@@ -0,0 +1,2 @@\n+a\n+b\n"
        #expect(UnifiedDiff.render(old: "", new: "a\nb\n", oldLabel: "/dev/null", newLabel: "new") == expected)
    }

    @Test("changes far apart give separate hunks")
    func twoHunks() {
        let old = (1...30).map { "\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "\n3\n", with: "\nthree\n").replacingOccurrences(
            of: "\n27\n",
            with: "\n"
        )
        let diff = UnifiedDiff.render(old: old, new: new, oldLabel: "a", newLabel: "b")
        #expect(diff.components(separatedBy: "@@ -").count == 3)
        #expect(diff.contains("@@ -24,7 +24,6 @@"))
    }
}

@Suite("Unified diff: Myers' changes in linear space")
struct MyersDiffTests {
    /// A small deterministic generator, so a failure can be replayed.
    struct Lines: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
    }

    /// The length of a longest common subsequence, by the quadratic table.
    static func commonLength(_ a: [Substring], _ b: [Substring]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for line in a {
            var diagonal = 0
            for j in b.indices {
                let above = row[j + 1]
                row[j + 1] = line == b[j] ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }

    /// `old` with every change applied.
    static func apply(_ changes: [MyersDiff.Change], _ old: [Substring], _ new: [Substring]) -> [Substring] {
        var result: [Substring] = []
        var position = 0
        for change in changes {
            result += old[position..<change.oldRange.lowerBound]
            result += new[change.newRange]
            position = change.oldRange.upperBound
        }
        return result + old[position...]
    }

    @Test(
        "on 500 random pairs the changes turn old into new and change as few lines as the longest common subsequence allows"
    )
    func minimalOnRandomPairs() {
        var random = Lines(state: 27)
        for _ in 0..<500 {
            let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                Substring("\(Int.random(in: 0..<4, using: &random))")
            }
            let new = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                Substring("\(Int.random(in: 0..<4, using: &random))")
            }
            let changes = MyersDiff.changes(old, new)
            #expect(Self.apply(changes, old, new) == new, "\(old) → \(new)")
            let changed = changes.reduce(0) { $0 + $1.oldRange.count + $1.newRange.count }
            #expect(changed == old.count + new.count - 2 * Self.commonLength(old, new), "\(old) → \(new)")
            for (earlier, later) in zip(changes, changes.dropFirst()) {
                #expect(earlier.oldRange.upperBound < later.oldRange.lowerBound, "changes touch: \(changes)")
            }
        }
    }

    @Test("200,000 lines with a change near each end: two hunks, as diff -u gives them")
    func longFileTwoChanges() {
        let old = (1...200_000).map { "line \($0)" }
        var new = old
        new[9] = "line ten"
        new.remove(at: 199_990)
        let diff = UnifiedDiff.render(
            old: old.joined(separator: "\n") + "\n",
            new: new.joined(separator: "\n") + "\n",
            oldLabel: "a",
            newLabel: "b"
        )
        let expected = """
            --- a
            +++ b
            @@ -7,7 +7,7 @@
             line 7
             line 8
             line 9
            -line 10
            +line ten
             line 11
             line 12
             line 13
            @@ -199988,7 +199988,6 @@
             line 199988
             line 199989
             line 199990
            -line 199991
             line 199992
             line 199993
             line 199994

            """
        #expect(diff == expected)
    }

    @Test("texts too unlike to compare within the work limit are one change: every old line out, every new line in")
    func unlikeTextsAreOneChange() {
        let old = (0..<100_000).map { Substring("old \($0)") }
        let new = (0..<100_000).map { Substring("new \($0)") }
        #expect(MyersDiff.changes(old, new) == [MyersDiff.Change(oldRange: 0..<100_000, newRange: 0..<100_000)])
        // Within the limit, the same kind of texts get a minimal diff.
        let few = Array(old.prefix(50)) + ["same"] + Array(old.prefix(50))
        let other = Array(new.prefix(50)) + ["same"] + Array(new.prefix(50))
        #expect(MyersDiff.changes(few, other).count == 2)
        #expect(MyersDiff.changes(few, other, maximumWork: 10).count == 1)
    }
}
