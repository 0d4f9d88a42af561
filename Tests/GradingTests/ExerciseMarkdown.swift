/// An exercise file for the verifier's tests: front matter, a story, the screen, the expect, one
/// hint and the solution.
func exerciseMarkdown(id: String, lesson: String, platform: String? = nil, screen: String, expect: String,
                      solution: String) -> String {
    // The platform line only when given: without it an exercise is an ios one.
    let platformLine = platform.map { "\nplatform: \($0)" } ?? ""
    return """
    ---
    id: \(id)
    lesson: \(lesson)
    title: \(id.capitalized)\(platformLine)
    ---
    A story.

    ```screen
    \(screen)
    ```

    ```expect
    \(expect)
    ```

    ## Hints
    1. A hint.

    ```solution
    \(solution)
    ```
    """
}
