import Foundation
import MVVMGenCore

/// Reads a screen description from disk as UTF-8 text.
enum InputReader {
    static func read(_ path: String) throws(DiagnosticsError) -> InputFile {
        // stat(2), not FileManager's attribute dictionary, whose casts cost more at
        // start-up than the rest of reading the file.
        var status = stat()
        let exists = stat(path, &status) == 0
        let size = exists ? Int(status.st_size) : 0
        if let tooLarge = YAMLLoader.tooLarge(path, size: size) {
            throw DiagnosticsError([tooLarge])
        }
        // A FIFO, socket or device would block the read or never end: never opened.
        let kind = status.st_mode & S_IFMT
        if exists, kind != S_IFREG, kind != S_IFDIR {
            throw .fileSystem("cannot read '\(path)': it is not a regular file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            let reason = !exists ? "no such file" : isFolder.boolValue ? "it is a folder" : "it cannot be read"
            throw .fileSystem("cannot read '\(path)': \(reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let bytes = [UInt8](data)
            let offset = InputFile.firstInvalidUTF8Offset(in: bytes) ?? 0
            let byte = offset < bytes.count ? String(format: " 0x%02X", bytes[offset]) : ""
            throw DiagnosticsError([
                .error(
                    "the file is not UTF-8 text: invalid byte\(byte); save it as UTF-8",
                    at: InputFile.location(ofByteOffset: offset, in: bytes, file: path)
                )
            ])
        }
        return InputFile(path: path, text: text)
    }
}
