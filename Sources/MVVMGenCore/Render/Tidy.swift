/// The last step of a render. Trailing spaces removed, runs of blank lines collapsed to one,
/// no blank line right after `{` or before `}`, one final newline: templates stay readable
/// and the output stays formatted.
enum Tidy {
    static func tidy(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var pendingBlank = false  // a blank line seen, written only if something follows
        var lastLineEndsWithBrace = false
        var isFirstLine = true
        var line: [UInt8] = []
        func flush(_ line: inout [UInt8]) {
            while let last = line.last, last == 0x20 || last == 0x09 { line.removeLast() }
            if line.isEmpty {
                if !isFirstLine, !lastLineEndsWithBrace { pendingBlank = true }
                return
            }
            let startsWithBrace = line.first(where: { $0 != 0x20 }) == UInt8(ascii: "}")
            if pendingBlank, !startsWithBrace { output.append(0x0A) }
            pendingBlank = false
            output.append(contentsOf: line)
            output.append(0x0A)
            lastLineEndsWithBrace = line.last == UInt8(ascii: "{")
            isFirstLine = false
            line.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            if byte == 0x0A {
                flush(&line)
            } else {
                line.append(byte)
            }
        }
        flush(&line)
        if output.isEmpty { return "\n" }
        return String(decoding: output, as: UTF8.self)
    }
}
