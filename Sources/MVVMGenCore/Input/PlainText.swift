/// Text whose every byte is a character of its own: ASCII without a carriage return
/// (CR LF is one character of two bytes). Such text is scanned, measured and split in
/// bytes, where a `Character` would cost a search for the end of its grapheme.
enum PlainText {
    static func isPlain(_ bytes: some Sequence<UInt8>) -> Bool {
        !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
    }
}
