//! The registered passes, in groups. [`GROUPS`] is the registration order;
//! an argument registered twice keeps its first entry.

use crate::registry::Group;

pub mod contract;
pub mod test_passes;
pub mod tileiras;
pub mod upstream;

/// Every group of passes, in registration order.
pub static GROUPS: &[&Group] = &[&upstream::GROUP, &tileiras::GROUP, &test_passes::GROUP];
