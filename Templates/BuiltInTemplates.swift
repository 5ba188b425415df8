/// The templates that ship with mvvmgen: every file in Templates/Stencil, built into the
/// binary by the EmbedTemplates plugin, by file name.
public enum BuiltInTemplates {
    public static var sources: [String: String] { embedded }
}
