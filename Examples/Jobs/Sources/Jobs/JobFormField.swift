/// The fields of the job form, in the article's order, and which property of `JobModel`
/// each one edits.
enum JobFormField: Int, CaseIterable, Sendable {
    case companyName
    case name
    case area
    case type
    case salary
    case experience
    case degree
    case email

    var title: String {
        switch self {
        case .companyName: "公司名称"
        case .name: "职位名称"
        case .area: "工作区域"
        case .type: "职位类型"
        case .salary: "薪资待遇"
        case .experience: "工作经验"
        case .degree: "学历要求"
        case .email: "简历投递"
        }
    }

    var placeholder: String {
        switch self {
        case .email: "输入邮箱(例如:123@163.com)"
        default: "输入" + title
        }
    }

    var keyPath: WritableKeyPath<JobModel, String> {
        switch self {
        case .companyName: \.companyName
        case .name: \.name
        case .area: \.provinceName
        case .type: \.typeName
        case .salary: \.salaryName
        case .experience: \.experienceName
        case .degree: \.degreeName
        case .email: \.email
        }
    }

    /// The article's three groups: the company, the position, where applications go.
    static let company: [JobFormField] = [.companyName, .name]
    static let position: [JobFormField] = [.area, .type, .salary, .experience, .degree]
    static let contact: [JobFormField] = [.email]
}
