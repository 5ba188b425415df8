// Screens for FormRuns.swift: a sign-in form as mvvmgen's SwiftUI flavour will generate one:
// fields and a toggle bound to the view model, a button disabled until the form is complete,
// an alert on failure, toolbar items, a session read from the environment, a search task
// restarted when the query changes.

import Observation
import SwiftUI

@Observable @MainActor
final class Session {
    var user: String?
}

@Observable @MainActor
final class SignInModel {
    var email = ""
    var password = ""
    var remembers = false
    var showsFailure = false
    var attempts = 0
    var cancelled = false
    var retried = false
    var query = ""
    private(set) var searches: [String] = []

    var canSignIn: Bool { !email.isEmpty && !password.isEmpty }

    func signIn(into session: Session) {
        attempts += 1
        if password == "secret" {
            session.user = email
        } else {
            showsFailure = true
        }
    }

    func search() async {
        searches.append(query)
    }
}

struct SignInView: View {
    @Bindable var model: SignInModel
    @Environment(Session.self) private var session

    var body: some View {
        VStack {
            Text(session.user.map { "Signed in as \($0)" } ?? "Signed out")
            TextField("Email", text: $model.email)
            SecureField("Password", text: $model.password)
            Toggle("Remember me", isOn: $model.remembers)
            Button("Sign In") { model.signIn(into: session) }
                .disabled(!model.canSignIn)
        }
        .navigationTitle("Sign In")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Help") { model.query = "help" }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Cancel") { model.cancelled = true }
            }
        }
        .alert("Sign-in failed", isPresented: $model.showsFailure) {
            Button("Retry") { model.retried = true }
            Button("Cancel") {}
        } message: {
            Text("Check your password.")
        }
        .task(id: model.query) { await model.search() }
    }
}

/// An alert without actions, a toolbar of plain views, and an optional environment object.
struct NoticeView: View {
    @Binding var showsNotice: Bool
    @Environment(Session.self) private var session: Session?

    var body: some View {
        Text(session == nil ? "No session" : "Session")
            .alert(Text("Saved"), isPresented: $showsNotice) {}
            .toolbar {
                Button("Edit") {}
            }
    }
}

/// Where a test keeps a flag.
@Observable @MainActor
final class Flag {
    var isOn = true
}
