/// `diff -u` style differences between two texts, for `mvvmgen check` and test failures.
public enum UnifiedDiff {
    /// The hunks that turn `old` into `new`, with `context` unchanged lines around each
    /// change; empty when the texts are equal. The changes are `MyersDiff`'s: minimal, in
    /// memory that grows with the lines; texts too unlike to compare line by line quickly
    /// show their whole differing stretch as one change.
    public static func render(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String
    {
        if old == new { return "" }
        let a = lines(old)
        let b = lines(new)
        let changes = MyersDiff.changes(a, b)
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        var index = 0
        while index < changes.count {
            // A hunk: the changes no more than 2 × context unchanged lines apart, with
            // `context` unchanged lines before the first and after the last.
            var last = index
            while last + 1 < changes.count,
                changes[last + 1].oldRange.lowerBound - changes[last].oldRange.upperBound <= 2 * context
            {
                last += 1
            }
            let first = changes[index]
            let before = min(context, first.oldRange.lowerBound)
            let after = min(context, a.count - changes[last].oldRange.upperBound)
            let oldStart = first.oldRange.lowerBound - before
            let newStart = first.newRange.lowerBound - before
            let oldCount = changes[last].oldRange.upperBound + after - oldStart
            let newCount = changes[last].newRange.upperBound + after - newStart
            output +=
                "@@ -\(oldStart + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(newStart + (newCount > 0 ? 1 : 0)),\(newCount) @@\n"
            var oldLine = oldStart
            for change in changes[index...last] {
                for line in a[oldLine..<change.oldRange.lowerBound] { output += " \(line)\n" }
                for line in a[change.oldRange] { output += "-\(line)\n" }
                for line in b[change.newRange] { output += "+\(line)\n" }
                oldLine = change.oldRange.upperBound
            }
            for line in a[oldLine..<(oldLine + after)] { output += " \(line)\n" }
            index = last + 1
        }
        return output
    }

    private static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }
}
