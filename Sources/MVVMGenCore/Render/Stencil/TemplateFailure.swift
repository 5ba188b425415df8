import Stencil

/// A failed render as a diagnostic at the tag that failed: `built-in:NAME:LINE:COLUMN` or
/// the user's template file, with a note at each include it was reached through.
extension TemplateRenderer {
    /// `error`, thrown rendering `request`. Stencil's errors hold the failing token, but
    /// quickly lexed tokens carry no place and Stencil's places can be wrong
    /// (`TemplateTagPlaces`), so the request is rendered again with every tag labelled
    /// (`TagLabel`): it fails the same way, and the label names the tag. Only failures pay.
    func diagnostic(for error: Error, rendering request: RenderRequest) -> Diagnostic {
        let labelling = ParsedTemplateCache(templates: templates, labelsTags: true)
        defer { labelling.forget() }
        var failure = error
        do {
            _ = try stencilRender(request, loader: labelling)
        } catch {
            failure = error
        }
        guard let syntaxError = failure as? TemplateSyntaxError, let tag = TagLabel(syntaxError.token) else {
            let start = SourceLocation(file: templates.file(of: request.template), line: 1, column: 1)
            return .error("template '\(request.template)' failed: \(error)", at: start)
        }
        // Nearest include first, as compilers list the files a header was included from.
        let notes = syntaxError.stackTrace.compactMap(TagLabel.init).reversed().map { include in
            Diagnostic.Note("included from here", at: location(of: include))
        }
        return .error(
            TemplateErrorWording.message(syntaxError.reason, tag: syntaxError.token),
            at: location(of: tag),
            notes: notes
        )
    }

    /// Where a labelled tag starts in its template's file.
    private func location(of tag: TagLabel) -> SourceLocation {
        let place = templates.sources[tag.template].flatMap { TemplateTagPlaces.place(ofTag: tag.index, in: $0) }
        return SourceLocation(
            file: templates.file(of: tag.template),
            line: place?.line ?? 1,
            column: place?.column ?? 1
        )
    }
}
