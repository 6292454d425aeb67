import { configure } from '@testing-library/react'

// The screens talk to a real API server that shares two cores with the test runner; under CI's load a
// reply can take seconds, so a query that waits for what the user sees waits as long as a user would.
configure({ asyncUtilTimeout: 10_000 })
