// RUN: --allow-unregistered-dialect
// A file metadata section that is never closed.
"t.a"() : () -> ()
{-# dialect_resources: {
