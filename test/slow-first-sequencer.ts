/**
 * The order the test files start in (docs/decisions/0052-ci-time.md). Vitest starts the files it has timings for
 * longest first, and the others largest first; a clean clone (CI) has no timings, so the process tests, which start
 * real servers and take minutes while being short files, would start last and run alone at the end. They start first.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const SLOW = ['/test/process/']

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const isSlow = (file: TestSpecification) => SLOW.some((part) => file.moduleId.includes(part))
    return [...sorted.filter(isSlow), ...sorted.filter((file) => !isSlow(file))]
  }
}
