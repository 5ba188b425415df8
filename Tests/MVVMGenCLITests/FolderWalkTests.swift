import Foundation
import Testing

@testable import MVVMGenCLI

@Suite("Folder walk")
struct FolderWalkTests {
    @Test("lists every file under a folder by relative path, links listed and never followed")
    func walk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/a/b", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/outside", withIntermediateDirectories: true)
        for file in ["top.swift", "a/one.swift", "a/b/two.swift", ".hidden.swift", "outside/x.swift"] {
            try Data().write(to: URL(fileURLWithPath: folder + "/" + file))
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/a/link", withDestinationPath: folder + "/outside")
        let entries = FolderWalk.entries(under: folder).sorted()
        #expect(entries == [".hidden.swift", "a/b/two.swift", "a/link", "a/one.swift", "outside/x.swift", "top.swift"])
        #expect(FolderWalk.entries(under: folder + "/missing").isEmpty)
    }
}
