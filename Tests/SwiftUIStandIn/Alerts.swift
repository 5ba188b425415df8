// Part of the SwiftUI stand-in (see View.swift): alerts with a title, actions and a message.
// Checked against Apple's documentation: Averyy/apple-dev-docs, documentation/SwiftUI/:
// view/alert-ispresentedactionsmessage.md (`nonisolated func alert<A, M>(_ title: Text,
// isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) ->
// some View where A: View, M: View`, iOS 15; and the behaviour: every action dismisses the
// alert after it runs, an alert without actions gets a standard "OK"); developer.apple.com/
// documentation/swiftui: view/alert(_:ispresented:actions:)-1bkka (`nonisolated func alert<S,
// A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where
// S: StringProtocol, A: View`, iOS 15), view/alert(_:ispresented:presenting:actions:message:)
// -8584l (the String title with a message: `alert<S, A, M, T>(_ title: S, …)`, from which the
// String form with a message here, `alert<S, A, M>`, takes its generic order). The Text form
// without a message is as SwiftUI's interface has it, not read. The builders are not
// escaping: the actions and message are built when the modifier is applied, as in SwiftUI.
// The StringProtocol forms are marked disfavoured as the other String-titled API here;
// whether SwiftUI's are could not be checked. Left out: LocalizedStringKey titles,
// `presenting:`, `error:`, button roles.

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Presents an alert when a given condition is true, using a text view for the title.
    nonisolated public func alert<A>(
        _ title: Text,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        ModifiedView(
            content: self,
            modifier: .alert(title: title.string, isPresented: isPresented, actions: AnyView(actions()), message: nil)
        )
    }

    /// Presents an alert with a message when a given condition is true using a text view as a
    /// title.
    nonisolated public func alert<A, M>(
        _ title: Text,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        let alert = StandInModifier.alert(
            title: title.string,
            isPresented: isPresented,
            actions: AnyView(actions()),
            message: AnyView(message())
        )
        return ModifiedView(content: self, modifier: alert)
    }

    /// Presents an alert when a given condition is true, using a string variable as a title.
    @_disfavoredOverload
    nonisolated public func alert<S, A>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert with a message when a given condition is true, using a string
    /// variable as a title.
    @_disfavoredOverload
    nonisolated public func alert<S, A, M>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }
}
