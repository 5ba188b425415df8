#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The last step of a render. Trailing spaces removed, runs of blank lines collapsed to one,
/// no blank line right after `{` or before `}`, one final newline: templates stay readable
/// and the output stays formatted.
enum Tidy {
    static func tidy(_ text: String) -> String {
        var text = text
        return text.withUTF8(tidy)
    }

    static func tidy(_ text: borrowing RenderedText) -> String {
        text.withBytes(tidy)
    }

    /// One pass over the bytes into a buffer of the output's largest size: this runs over
    /// every byte a run writes, so line ends are found with `memchr` and lines copied whole.
    private static func tidy(_ input: UnsafeBufferPointer<UInt8>) -> String {
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        let newline = UInt8(ascii: "\n")
        guard let start = input.baseAddress else { return "\n" }
        return String(unsafeUninitializedCapacity: input.count + 1) {
            (output: UnsafeMutableBufferPointer<UInt8>) -> Int in
            let out = output.baseAddress!
            var written = 0
            var pendingBlank = false  // a blank line seen, written only if something follows
            var lastLineEndsWithBrace = false
            var isFirstLine = true
            var lineStart = 0
            while true {
                let end = lineEnd(in: input, from: lineStart)
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
                        out[written] = newline
                        written += 1
                    }
                    pendingBlank = false
                    (out + written).update(from: start + lineStart, count: trimmedEnd - lineStart)
                    written += trimmedEnd - lineStart
                    out[written] = newline
                    written += 1
                    lastLineEndsWithBrace = input[trimmedEnd - 1] == UInt8(ascii: "{")
                    isFirstLine = false
                }
                guard end < input.count else { break }
                lineStart = end + 1
            }
            if written == 0 {
                out[0] = newline
                written = 1
            }
            return written
        }
    }

    /// The index of the first newline at or after `offset`, or the end.
    private static func lineEnd(in input: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        guard let start = input.baseAddress, offset < input.count,
            let found = memchr(start + offset, Int32(UInt8(ascii: "\n")), input.count - offset)
        else { return input.count }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - start
    }
}
