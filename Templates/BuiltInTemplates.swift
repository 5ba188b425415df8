import Foundation

/// Where the templates of this folder are at run time: SwiftPM copies every `*.stencil`
/// here into the resource bundle of this module (see Package.swift).
public enum BuiltInTemplates {
    public static var folder: URL? { Bundle.module.resourceURL }
}
