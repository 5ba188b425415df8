import ArgumentParser
import Foundation
import MVVMGenCore

/// Reads a screen description from disk as UTF-8 text.
enum InputReader {
    static func read(_ path: String) throws -> InputFile {
        // stat(2), not FileManager's attribute dictionary, whose casts cost more at
        // start-up than the rest of reading the file.
        var status = stat()
        let size = stat(path, &status) == 0 ? Int(status.st_size) : 0
        if let tooLarge = YAMLLoader.tooLarge(path, size: size) {
            Diagnostics.print([tooLarge])
            throw ExitCode(ExitCodes.invalidInput)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            let reason = !exists ? "no such file" : isFolder.boolValue ? "it is a folder" : "it cannot be read"
            throw Diagnostics.fail("cannot read '\(path)': \(reason)", code: ExitCodes.ioError)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let bytes = [UInt8](data)
            let offset = InputFile.firstInvalidUTF8Offset(in: bytes) ?? 0
            let byte = offset < bytes.count ? String(format: " 0x%02X", bytes[offset]) : ""
            let diagnostic = Diagnostic.error(
                "the file is not UTF-8 text: invalid byte\(byte); save it as UTF-8",
                at: InputFile.location(ofByteOffset: offset, in: bytes, file: path))
            Diagnostics.print([diagnostic])
            throw ExitCode(ExitCodes.invalidInput)
        }
        return InputFile(path: path, text: text)
    }
}

/// Reads the `--templates` folder: every `*.stencil` in it replaces the built-in one.
enum TemplateFolder {
    static func load(_ folderURL: URL?) throws -> TemplateSet {
        guard let folder = folderURL?.path else { return .builtIn }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".stencil") }
        } catch {
            throw Diagnostics.fail("cannot read the templates folder '\(folder)'", code: ExitCodes.ioError)
        }
        var overrides: [String: String] = [:]
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw Diagnostics.fail("cannot read template '\(path)'", code: ExitCodes.ioError)
            }
            overrides[name] = text
        }
        return TemplateSet.builtIn.overriding(with: overrides)
    }
}
