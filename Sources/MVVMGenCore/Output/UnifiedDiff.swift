/// `diff -u` style differences between two texts, for `mvvmgen check` and test failures.
public enum UnifiedDiff {
    /// The hunks that turn `old` into `new`, with `context` unchanged lines around each
    /// change; empty when the texts are equal.
    public static func render(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String
    {
        if old == new { return "" }
        let a = lines(old)
        let b = lines(new)
        let steps = editScript(a, b)
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        var index = 0
        while index < steps.count {
            guard steps[index].kind != .same else {
                index += 1
                continue
            }
            // A hunk: from `context` lines before this change to `context` lines after the
            // last change that is no further than 2 × context lines from the previous one.
            let start = max(0, index - context)
            var end = index
            var cursor = index
            while cursor < steps.count {
                if steps[cursor].kind != .same {
                    end = cursor
                } else if cursor - end > 2 * context {
                    break
                }
                cursor += 1
            }
            let stop = min(steps.count, end + context + 1)
            let hunk = steps[start..<stop]
            let oldStart = hunk.first?.oldLine ?? 0
            let newStart = hunk.first?.newLine ?? 0
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            output +=
                "@@ -\(oldStart + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(newStart + (newCount > 0 ? 1 : 0)),\(newCount) @@\n"
            for step in hunk {
                output += "\(step.kind.rawValue)\(step.text)\n"
            }
            index = stop
        }
        return output
    }

    private enum Kind: Character {
        case same = " "
        case removed = "-"
        case added = "+"
    }

    private struct Step {
        var kind: Kind
        var text: Substring
        /// Lines of each side before this step (0-based position).
        var oldLine: Int
        var newLine: Int
    }

    private static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// Longest-common-subsequence edit script, after trimming the common start and end so
    /// the quadratic part only covers what changed.
    private static func editScript(_ a: [Substring], _ b: [Substring]) -> [Step] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let midA = Array(a[prefix..<(a.count - suffix)])
        let midB = Array(b[prefix..<(b.count - suffix)])
        var table = [[Int]](repeating: [Int](repeating: 0, count: midB.count + 1), count: midA.count + 1)
        for i in stride(from: midA.count - 1, through: 0, by: -1) {
            for j in stride(from: midB.count - 1, through: 0, by: -1) {
                table[i][j] = midA[i] == midB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var steps: [Step] = (0..<prefix).map { Step(kind: .same, text: a[$0], oldLine: $0, newLine: $0) }
        var i = 0
        var j = 0
        while i < midA.count || j < midB.count {
            let oldLine = prefix + i
            let newLine = prefix + j
            if i < midA.count, j < midB.count, midA[i] == midB[j] {
                steps.append(Step(kind: .same, text: midA[i], oldLine: oldLine, newLine: newLine))
                i += 1
                j += 1
            } else if i < midA.count, j == midB.count || table[i + 1][j] >= table[i][j + 1] {
                // Removals first, as diff -u shows them.
                steps.append(Step(kind: .removed, text: midA[i], oldLine: oldLine, newLine: newLine))
                i += 1
            } else {
                steps.append(Step(kind: .added, text: midB[j], oldLine: oldLine, newLine: newLine))
                j += 1
            }
        }
        for offset in 0..<suffix {
            let oldLine = a.count - suffix + offset
            let newLine = b.count - suffix + offset
            steps.append(Step(kind: .same, text: a[oldLine], oldLine: oldLine, newLine: newLine))
        }
        return steps
    }
}
