/// The last step of a render. Trailing spaces removed, runs of blank lines collapsed to one,
/// no blank line right after `{` or before `}`, one final newline: templates stay readable
/// and the output stays formatted.
enum Tidy {
    static func tidy(_ text: String) -> String {
        var text = text
        return text.withUTF8(tidy)
    }

    /// One pass over the bytes into a buffer of the output's largest size: this runs over
    /// every byte a run writes.
    private static func tidy(_ input: UnsafeBufferPointer<UInt8>) -> String {
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        let newline = UInt8(ascii: "\n")
        return String(unsafeUninitializedCapacity: input.count + 1) { output in
            var written = 0
            var pendingBlank = false  // a blank line seen, written only if something follows
            var lastLineEndsWithBrace = false
            var isFirstLine = true
            var lineStart = 0
            while true {
                var end = lineStart
                while end < input.count, input[end] != newline { end += 1 }
                var trimmedEnd = end
                while trimmedEnd > lineStart, input[trimmedEnd - 1] == space || input[trimmedEnd - 1] == tab {
                    trimmedEnd -= 1
                }
                if trimmedEnd == lineStart {
                    if !isFirstLine, !lastLineEndsWithBrace { pendingBlank = true }
                } else {
                    var firstNonSpace = lineStart
                    while input[firstNonSpace] == space { firstNonSpace += 1 }
                    if pendingBlank, input[firstNonSpace] != UInt8(ascii: "}") {
                        output[written] = newline
                        written += 1
                    }
                    pendingBlank = false
                    for index in lineStart..<trimmedEnd {
                        output[written] = input[index]
                        written += 1
                    }
                    output[written] = newline
                    written += 1
                    lastLineEndsWithBrace = input[trimmedEnd - 1] == UInt8(ascii: "{")
                    isFirstLine = false
                }
                guard end < input.count else { break }
                lineStart = end + 1
            }
            if written == 0 {
                output[0] = newline
                written = 1
            }
            return written
        }
    }
}
