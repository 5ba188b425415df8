// Forms over the SwiftUI stand-in: typing into fields and toggling through their bindings, a
// disabled button, an alert's buttons dismissing it, toolbar items, Observable objects from the
// environment, and task(id:) restarted when its id changes.

import SwiftUI
import Testing

@MainActor
struct FormRuns {
    @Test func typingAndTogglingGoThroughTheBindings() throws {
        let model = SignInModel()
        let view = SignInView(model: model).environment(Session())
        var tree = view._standInTree()
        #expect(tree.button("Sign In")?.isDisabled == true)
        #expect(!tree.tap("Sign In"))
        #expect(tree.type("ada@example.com", into: "Email"))
        #expect(tree.type("secret", into: "Password"))
        #expect(!tree.type("nobody", into: "No such field"))
        #expect(try #require(tree.toggle("Remember me")).tap())
        #expect(model.email == "ada@example.com")
        #expect(model.password == "secret")
        #expect(model.remembers)

        tree = view._standInTree()
        #expect(tree.field("Email")?.value == "ada@example.com")
        #expect(tree.field("Password")?.kind == .secureField)
        #expect(tree.toggle("Remember me")?.isOn == true)
        #expect(tree.button("Sign In")?.isDisabled == false)
        #expect(tree.tap("Sign In"))
        #expect(view._standInTree().texts.first == "Signed in as ada@example.com")
    }

    @Test func anAlertShowsAndItsButtonsDismissIt() throws {
        let model = SignInModel()
        model.email = "ada@example.com"
        model.password = "wrong"
        let view = SignInView(model: model).environment(Session())
        #expect(view._standInTree().alert == nil)
        #expect(view._standInTree().tap("Sign In"))
        let alert = try #require(view._standInTree().alert)
        #expect(alert.text == "Sign-in failed")
        #expect(alert.texts == ["Check your password.", "Retry", "Cancel"])
        #expect(alert.tap("Retry"))
        #expect(model.retried)
        #expect(!model.showsFailure)
        #expect(view._standInTree().alert == nil)
    }

    @Test func anAlertWithoutActionsHasAnOKButton() throws {
        let flag = Flag()
        let view = NoticeView(showsNotice: Bindable(flag).isOn)
        let alert = try #require(view._standInTree().alert)
        #expect(alert.text == "Saved")
        #expect(alert.tap("OK"))
        #expect(!flag.isOn)
    }

    @Test func toolbarItemsCarryTheirPlacementAndTheirButtonsRun() {
        let model = SignInModel()
        let tree = SignInView(model: model).environment(Session())._standInTree()
        #expect(tree.toolbar.map(\.placement) == ["primaryAction", "topBarTrailing"])
        #expect(tree.toolbar.map(\.text) == ["Help", "Cancel"])
        #expect(tree.toolbar[1].tap("Cancel"))
        #expect(model.cancelled)
        let plain = NoticeView(showsNotice: .constant(false))._standInTree()
        #expect(plain.toolbar.map(\.placement) == ["automatic"])
    }

    @Test func environmentObjectsAreReadByTheViewsBelow() {
        let session = Session()
        session.user = "grace"
        let model = SignInModel()
        #expect(SignInView(model: model).environment(session)._standInTree().texts.first == "Signed in as grace")
        // The toolbar's button is shown too (toolbar items are in the tree).
        #expect(NoticeView(showsNotice: .constant(false))._standInTree().texts == ["No session", "Edit"])
        let withSession = NoticeView(showsNotice: .constant(false)).environment(session)
        #expect(withSession._standInTree().texts.first == "Session")
        // environment(nil) takes the object away from the views below.
        let cleared = NoticeView(showsNotice: .constant(false)).environment(Session?.none).environment(session)
        #expect(cleared._standInTree().texts.first == "No session")
    }

    @Test func aTaskWithAnIdRunsAgainWhenTheIdChanges() async {
        let model = SignInModel()
        let view = SignInView(model: model).environment(Session())
        let first = view._standInTree()
        await first.runTasks()
        #expect(model.searches == [""])
        await view._standInTree().runTasks(changedSince: first)
        #expect(model.searches == [""])
        #expect(first.toolbar[0].tap("Help"))
        await view._standInTree().runTasks(changedSince: first)
        #expect(model.searches == ["", "help"])
    }
}
