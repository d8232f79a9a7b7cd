//! Entity ids: `u32` newtypes indexing the arenas of one [`crate::Body`].
//!
//! They store `index + 1` in a `NonZeroU32`, so `Option<OpId>` is still four
//! bytes. An id is only meaningful together with the body that made it.

macro_rules! entity_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(std::num::NonZeroU32);

        impl $name {
            pub(crate) fn new(index: usize) -> Self {
                let raw = u32::try_from(index + 1).expect("arena larger than u32::MAX entries");
                $name(std::num::NonZeroU32::new(raw).expect("index + 1 is never zero"))
            }

            /// Position in its arena.
            pub fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}({})", stringify!($name), self.index())
            }
        }
    };
}

entity_id!(
    /// An operation in a body.
    OpId
);
entity_id!(
    /// A block in a body.
    BlockId
);
entity_id!(
    /// A region in a body.
    RegionId
);
entity_id!(
    /// An SSA value (op result or block argument) in a body.
    Value
);
entity_id!(
    /// One operand slot of an op: a use of a value.
    OperandId
);
