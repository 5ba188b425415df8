// JobModel itself is generated; this file adds what the service layer needs of it.

extension JobModel {
    /// The job's fields as request parameters, keyed like the API's JSON (the article's
    /// `mj_keyValues`), so update and add send the whole job.
    var parameters: [String: String] {
        [
            "jobId": jobId,
            "name": name,
            "companyName": companyName,
            "provinceName": provinceName,
            "cityName": cityName,
            "salaryName": salaryName,
            "typeName": typeName,
            "experienceName": experienceName,
            "email": email,
            "degreeName": degreeName,
            "showDate": showDate,
            "description": description,
        ]
    }
}
