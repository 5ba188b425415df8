// rejected in: swift6 xcode26
// error: Binding<Bool>
// alert(_:isPresented:) presents from a Bool: an optional error is not one.

import Observation
import SwiftUI

@Observable
final class Failing {
    var error: String?
}

struct FailingView: View {
    @Bindable var model: Failing

    var body: some View {
        Text("Form")
            .alert("Failed", isPresented: $model.error) {
                Button("OK") {}
            }
    }
}
