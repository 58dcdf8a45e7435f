provider "github"
{
  owner = "acme-corp" # c

} // x



variable "repositories" {
  default
  = {
    // x
    "platform-infra" = { team = "platform", visibility # c
      = "private" /* b */, topics                      # c
    = ["terraform", "aws"] }
    "web-frontend" = { team = // x
      "web", visibility /* b */ = "public",
    topics = ["react", "typescript"] }

    "web-backend" = { team = "web", visibility = /* b */ "private", topics // x
      = ["go", "grpc"

    ] }
    "data-pipelines" = { team = "data", visibility = "private",

    topics = ["python", "airflow"] }
    "docs" = { team =
      "platform" # c
      , visibility

      =

    "public", topics = [] }
  }



}

variable
"team_members" /* b */ {


  default = [
    { user =
      "alice",
      team = "platform" // x
    , role = "maintainer" },

    {
      user = // x
      "bob"  // x
      , team
      = "web"
      ,
      role = "member" // x
    }
    ,

    { user
      = "carol", team =
      "web",
      role = /* b */ "maintainer" # c
    }
    ,
    {                       # c
      user = /* b */ "dave" // x
      ,                     # c
      team                 =
      "data" /* b */, role = # c
    "member" },


    {
      user   = "erin", team = "platform"
      , role = "member" // x
    }
    , # c

  ] /* b */
}

locals # c
{
  # Group repository names by the owning team: { platform = [...], web = [...] }
  repos_by_team = /* b */ { # c
    for name, r in var.
    repositories : # c
    r /* b */.
    team => # c
  name... }

  # Group users by team, only maintainers.
  maintainers_by_team = {
    for m

    in                                                                       # c
    var.team_members /* b */ : m.team => m.user... if m.role == "maintainer" # c

  }

  teams = distinct([for
    r in values(var./* b */ repositories /* b */) :
  r.team])


  /* b */ public_repos = [

    forname,
    r in
    var. # c
  repositories : nameif r.visibility == "public"]

  memberships = {
    for
    m in var /* b */. # c
    team_members :
    "${
      m
      .

      team}:${m
    .user /* b */}" => # c
    m


  } # c

}
/* b */
resource "github_team"
"this" /* b */ {
  for_each = toset /* b */ (local.teams
  )

  name =
  each.key
  description = "The ${/* b */ each // x
    .                               // x
  key} team"                        // x

  privacy = "closed"

/* b */ } /* b */

# c
resource "github_team_membership" /* b */ "this"
{
  for_each = /* b */ local
  .memberships
  team_id =   # c
  github_team # c
  .this[each.value.team].id


  username
  = each /* b */.value.user

  role =
  each./* b */ value.

  role
}

resource "github_repository" "this" { // x

  for_each = var
  .repositories


  name
  =
  each.key
  visibility = each /* b */.value.visibility
  topics     = /* b */ each.value.topics // x

  # c
  has_issues = /* b */ true
  has_wiki   = /* b */ false # c

  delete_branch_on_merge
  =

  true


  vulnerability_alerts
  = true
  archive_on_destroy = true


  template {

    /* b */ owner = "acme-corp"
    repository // x
    =          // x
    "repo-template"

  }

  dynamic
  "pages" {
    for_each
    =
    each // x
    .

    key == # c
    "docs"
    ?
    [1] : []

    content {
      source

      {

        branch = "main"
        path   = "/site" // x

      }
    }

  } # c

/* b */ }



resource "github_branch_protection" "main"

{
  for_each /* b */ = github_repository.
  this
  repository_id =

  each. // x
  value.node_id /* b */
  pattern = "main"

  required_pull_request_reviews { // x

    # c
    required_approving_review_count = contains # c
    (local.public_repos

      ,        # c
      each.key # c
    )
    ?

    2 : 1
    dismiss_stale_reviews = // x
    true
  }
  /* b */
  required_status_checks {
    strict = true
    # c
    contexts = ["ci/build",

      "ci/test" // x
    ]
  }
}

output "repos_by_team"

{
  value = local. # c
  repos_by_team
}
