// Part of the SwiftUI stand-in (see View.swift): the View modifiers generated screens use.
// Checked against Apple's documentation (Averyy/apple-dev-docs, documentation/SwiftUI/):
// view/onappear-perform.md (`nonisolated func onAppear(perform action: (() -> Void)? =
// nil) -> some View`), view/task-priority.md (`nonisolated func task(priority: TaskPriority
// = .userInitiated, _ action: @escaping () async -> Void) -> some View`, iOS 15),
// view/refreshable-action.md (`nonisolated func refreshable(action: @escaping @Sendable ()
// async -> Void) -> some View`, iOS 15), view/sheet-itemondismisscontent.md (`nonisolated
// func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
// @ContentBuilder content: @escaping (Item) -> Content) -> some View where Item:
// Identifiable, Content: View`: that page names the builder `@ContentBuilder`, SwiftUI's
// interface `@ViewBuilder`, used here), view/sheet-ispresentedondismisscontent.md,
// view/overlay-alignmentcontent.md (iOS 15, `nonisolated`), view/navigationtitle.md (that
// mirror's one page is the LocalizedStringResource form, `nonisolated`, iOS 16; the Text and
// StringProtocol forms here are iOS 14, from SwiftUI's interface).
// `some View`: each returns the stand-in's ModifiedView (SwiftUI: ModifiedContent).
// task's action: the page shows `@escaping () async -> Void` without the attributes a
// swiftinterface carries; here it is `@_inheritActorContext(always) _ action: sending
// @escaping @isolated(any) () async -> Void`, SwiftUI 26's interface as remembered, not
// read here (the closure runs on the actor it was formed on: the main actor in a body).
// view/disabled.md (`nonisolated func disabled(_ disabled: Bool) -> some View`, iOS 13; an
// outer disabled(true) overrides an inner disabled(false)); view/task-idpriority.md
// (`nonisolated func task<T>(id value: T, priority: TaskPriority = .userInitiated, _ action:
// @escaping () async -> Void) -> some View where T: Equatable`, iOS 15; its action given the
// attributes of task(priority:_:) above, for the same reason). The stand-in runs a task when
// asked (`runTasks()`), and again for a changed id (`runTasks(changedSince:)`).

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Configures the view's title for purposes of navigation, using a string.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        ModifiedView(content: self, modifier: .navigationTitle(String(title)))
    }

    /// Configures the view's title for purposes of navigation, using a text view.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        ModifiedView(content: self, modifier: .navigationTitle(title.string))
    }

    /// Adds an action to perform before this view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedView(content: self, modifier: .onAppear(action))
    }

    /// Adds an asynchronous task to perform before this view appears.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext(always) _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        ModifiedView(content: self, modifier: .task(StandInTask(id: nil, run: { await action() })))
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task<T>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext(always) _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View where T: Equatable {
        ModifiedView(content: self, modifier: .task(StandInTask(id: value, run: { await action() })))
    }

    /// Adds a condition that controls whether users can interact with this view.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        ModifiedView(content: self, modifier: .disabled(disabled))
    }

    /// Marks this view as refreshable.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        ModifiedView(content: self, modifier: .refreshable(action))
    }

    /// Layers the views that you specify in front of this view.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func overlay<V>(
        alignment: Alignment = .center,
        @ViewBuilder content: () -> V
    ) -> some View where V: View {
        ModifiedView(content: self, modifier: .overlay(AnyView(content())))
    }

    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    nonisolated public func sheet<Content>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        let sheet = StandInModifier.sheet(
            isPresented: { isPresented.wrappedValue },
            dismiss: {
                isPresented.wrappedValue = false
                onDismiss?()
            },
            content: { AnyView(content()) }
        )
        return ModifiedView(content: self, modifier: sheet)
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        let sheet = StandInModifier.sheet(
            isPresented: { item.wrappedValue != nil },
            dismiss: {
                item.wrappedValue = nil
                onDismiss?()
            },
            content: { item.wrappedValue.map { AnyView(content($0)) } }
        )
        return ModifiedView(content: self, modifier: sheet)
    }
}
