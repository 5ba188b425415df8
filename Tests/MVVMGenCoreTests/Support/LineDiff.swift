/// A readable diff for failing comparisons: changed lines marked `-` (expected) and `+`
/// (actual), with two lines of context, in the spirit of `diff -u`.
enum LineDiff {
    static func describe(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let script = editScript(old, new)
        var output: [String] = []
        var lastShown = -1
        for (index, step) in script.enumerated() where step.mark != " " {
            let start = max(lastShown + 1, index - context)
            if start > lastShown + 1 { output.append("@@ line \(script[start].line) @@") }
            for shown in start...index where shown > lastShown {
                output.append("\(script[shown].mark)\(script[shown].text)")
                lastShown = shown
            }
            var after = index + 1
            while after < script.count, after <= index + context, script[after].mark == " " {
                output.append(" \(script[after].text)")
                lastShown = after
                after += 1
            }
        }
        return output.joined(separator: "\n")
    }

    private struct Step {
        var mark: Character
        var text: String
        var line: Int
    }

    /// Longest-common-subsequence edit script; fine for files of a few hundred lines.
    private static func editScript(_ old: [String], _ new: [String]) -> [Step] {
        var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                steps.append(Step(mark: " ", text: old[i], line: i + 1))
                i += 1
                j += 1
            } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
                steps.append(Step(mark: "+", text: new[j], line: i + 1))
                j += 1
            } else {
                steps.append(Step(mark: "-", text: old[i], line: i + 1))
                i += 1
            }
        }
        return steps
    }
}
