import MVVMGenCore

/// How large a file found at an output path may be for mvvmgen to read it whole (to compare
/// it, look for its header or check a created-once file's calls). A larger one cannot be a
/// file mvvmgen wrote, so it is refused unread: reading it would cost its size in memory.
enum OutputFileLimits {
    /// One generated file, or a person's created-once file: twice what one render may
    /// produce, so every file mvvmgen writes is read back, with room for a person's
    /// additions. Generated files are a few kilobytes.
    static let fileBytes = 2 * TemplateBudget.standard.outputBytes
    /// `bundle`'s one file, which holds every regenerated file of a screen file: the bundle
    /// of 1,000 screens is 12 MB.
    static let bundleBytes = 128 << 20

    /// Why a file of `size` bytes at `path` is refused, and what to do. `isPersons`: a
    /// created-once file that exists, which mvvmgen reads only to check its calls.
    static func tooLarge(_ path: String, size: Int, limit: Int, isPersons: Bool = false) -> String {
        let what =
            "'\(FilePath.display(path))' is \(megabytes(size)) MB, more than the \(limit >> 20) MB mvvmgen reads of a file at an output path"
        if isPersons {
            return what
                + ": it is yours and kept as it is, but the calls the generated code needs cannot be checked in it; make it smaller or move it away"
        }
        return what
            + ": it cannot be a file mvvmgen wrote, so it is neither read nor replaced, even with --force; move it away"
    }

    /// Megabytes with one decimal, as the input limits' messages give them.
    static func megabytes(_ bytes: Int) -> Double {
        (Double(bytes) / 1_048_576 * 10).rounded() / 10
    }
}
