// rejected in: swift6 xcode26
// error: Observable
// @Bindable wraps an Observable class only.

import SwiftUI

final class PlainModel {
    var name = ""
}

struct Editor: View {
    @Bindable var model: PlainModel

    var body: some View {
        Text(model.name)
    }
}
