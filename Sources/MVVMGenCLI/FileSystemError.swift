import Foundation

/// File-system failures in plain words: a person sees "permission denied", never a raw
/// `Error Domain=NSCocoaErrorDomain …`.
enum FileSystemError {
    static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return describe(errno: posix.code.rawValue) }
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return describe(errno: Int32(underlying.code))
        }
        if error.domain == NSPOSIXErrorDomain { return describe(errno: Int32(error.code)) }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteVolumeReadOnly: return "the file system is read-only"
        case .fileWriteFileExists: return "a file is in the way"
        default: return "the file system refused (code \(error.code))"
        }
    }

    /// `strerror`'s text, lower-cased as a clause: "permission denied".
    static func describe(errno code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
