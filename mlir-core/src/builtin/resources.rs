//! The builtin dialect's resource table: the blobs behind
//! `dense_resource<key>` attributes, read from and printed to the file's
//! `{-# dialect_resources: { builtin: { … } } #-}` section. Blobs are the one
//! mutable uniqued payload: a key may be declared before its blob arrives.

use parking_lot::Mutex;

use crate::context::{Context, Identifier};

/// One resource: its key and, once known, its blob (alignment word first,
/// as written in the file).
#[derive(Clone, Debug)]
struct Resource {
    key: Identifier,
    blob: Option<Vec<u8>>,
}

/// Resource blobs by key, in declaration order.
#[derive(Default, Debug)]
pub struct ResourceTable {
    entries: Mutex<Vec<Resource>>,
}

impl ResourceTable {
    /// Declares a key (idempotent) and returns it.
    pub fn declare(&self, ctx: &Context, key: &str) -> Identifier {
        let id = ctx.ident(key);
        let mut entries = self.entries.lock();
        if !entries.iter().any(|r| r.key == id) {
            entries.push(Resource { key: id, blob: None });
        }
        id
    }

    /// Sets the blob of a key; returns `false` if the key was never declared.
    pub fn define(&self, ctx: &Context, key: &str, blob: Vec<u8>) -> bool {
        let id = ctx.ident(key);
        let mut entries = self.entries.lock();
        match entries.iter_mut().find(|r| r.key == id) {
            Some(r) => {
                r.blob = Some(blob);
                true
            }
            None => false,
        }
    }

    /// The blob of a key (alignment word first).
    pub fn blob(&self, key: Identifier) -> Option<Vec<u8>> {
        self.entries.lock().iter().find(|r| r.key == key).and_then(|r| r.blob.clone())
    }
}
