import Foundation

/// Runs a program and captures what it prints, for tests that drive the compiler.
enum Shell {
    struct Result {
        var status: Int32
        var output: String
    }

    static func run(
        _ executable: String,
        _ arguments: [String],
        in folder: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let folder { process.currentDirectoryURL = folder }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting, so a full pipe cannot block the child.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
