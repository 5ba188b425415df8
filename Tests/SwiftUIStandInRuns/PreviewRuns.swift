// #Preview over the SwiftUI stand-in: previews fed from fixtures, as mvvmgen's SwiftUI flavour
// will generate them; the test lists every preview of this module (each lane is a module of
// its own) and builds each body.

import SwiftUI
import Testing

extension JobsViewModel {
    /// A fixture: a model with a page of jobs.
    static func fixture() -> JobsViewModel {
        let model = JobsViewModel()
        model.jobs = [Job(id: 0, title: "Fixture job")]
        return model
    }
}

#Preview("Jobs") {
    JobsView(model: .fixture())
}

#Preview {
    let model = TabsModel()
    model.selectedTab = .settings
    return AppTabsView(model: model)
}

#Preview("Sign in", traits: .portrait, .sizeThatFitsLayout) {
    SignInView(model: SignInModel())
        .environment(Session())
}

@MainActor
struct PreviewRuns {
    @Test func everyPreviewOfTheModuleIsListedWithItsPlace() throws {
        let previews = _StandIn.previews()
        #expect(previews.map(\.name) == ["Jobs", nil, "Sign in"])
        let module = #fileID.prefix { $0 != "/" }
        #expect(previews.allSatisfy { $0.fileID == "\(module)/PreviewRuns.swift" })
        #expect(previews.map(\.line) == [17, 21, 27])
        #expect(previews.map(\.column) == [1, 1, 1])
        // Both lanes' modules are in the binary; each has its own three.
        #expect(_StandIn.previews.count == 6)
    }

    @Test func eachPreviewBodyBuilds() throws {
        let previews = _StandIn.previews()
        #expect(previews[0].tree().rows.map(\.texts.first) == ["Fixture job"])
        #expect(previews[1].tree().texts == ["Account"])
        #expect(previews[2].tree().field("Email")?.value == "")
    }
}
