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
