import Foundation
import Testing

@testable import MVVMGenCLI

@Suite("Unnamed files: a new file appears whole, under its name only")
struct UnnamedFileTests {
    @Test("a file made unnamed is named once written, never over a file already there, with no temporary name")
    func createsWholeOrNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unnamed-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let directory = open(folder, O_RDONLY | O_DIRECTORY)
        #expect(directory >= 0)
        defer { close(directory) }
        let text = String(repeating: "let a = 1\n", count: 10_000)
        #if os(Linux)
        // Linux has O_TMPFILE on the usual file systems: the fast path is the one taken.
        #expect(try UnnamedFile.create(text, named: "A.swift", in: directory) == .named)
        #expect(try UnnamedFile.create("other", named: "A.swift", in: directory) == .nameTaken)
        #endif
        #expect(
            try AtomicFile.create("other", named: "A.swift", in: OutputFolder.open(folder, within: folder), index: 0)
                == .alreadyThere
        )
        #expect(
            try AtomicFile.create(text, named: "B.swift", in: OutputFolder.open(folder, within: folder), index: 1)
                == .written
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["A.swift", "B.swift"])
        #expect(try String(contentsOfFile: folder + "/B.swift", encoding: .utf8) == text)
        #if os(Linux)
        #expect(try String(contentsOfFile: folder + "/A.swift", encoding: .utf8) == text)
        #endif
    }
}
