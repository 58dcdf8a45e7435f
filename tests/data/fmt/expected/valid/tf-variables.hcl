# Input variables for the "service" module.

variable "name" {
  type        = string
  description = "Short service name, used as a prefix for all resources."

  validation {
    condition     = can(regex("^[a-z][a-z0-9-]{1,28}[a-z0-9]$", var.name))
    error_message = "Name must be 3-30 chars of lowercase letters, digits and dashes."
  }
}

variable "instance_count" {
  type    = number
  default = 2

  validation {
    condition     = var.instance_count >= 1 && var.instance_count <= 50 && floor(var.instance_count) == var.instance_count
    error_message = "The instance_count must be a whole number between 1 and 50."
  }
}

variable "ports" {
  type    = list(number)
  default = [80, 443]
}

variable "labels" {
  type     = map(string)
  default  = {}
  nullable = false
}

variable "settings" {
  type = object({
    log_level = optional(string, "info")
    debug     = optional(bool, false)
    timeouts = optional(object({
      read  = optional(number, 30)
      write = optional(number, 30)
    }), {})
    feature_flags = optional(set(string), [])
  })
  default = {}
}

variable "db_password" {
  type      = string
  sensitive = true
}

variable "cidr_allowlist" {
  type = list(string)
  default = [
    "10.0.0.0/8",
    "172.16.0.0/12",
    "192.168.0.0/16",
  ]

  validation {
    condition = alltrue([
      for c in var.cidr_allowlist : can(cidrnetmask(c))
    ])
    error_message = "Every entry of cidr_allowlist must be a valid IPv4 CIDR block."
  }
}

variable "tier" {
  type    = string
  default = "standard"

  validation {
    condition     = contains(["basic", "standard", "premium"], var.tier)
    error_message = "Tier must be one of: basic, standard, premium."
  }
}

variable "retention_days" {
  type    = number
  default = 7

  validation {
    condition = (
      var.retention_days == 1 ||
      var.retention_days == 7 ||
      var.retention_days == 30 ||
      var.retention_days % 90 == 0
    )
    error_message = <<-MSG
      Retention must be 1, 7 or 30 days,
      or a multiple of 90 days.
    MSG
  }
}

variable "schedule" {
  type    = tuple([string, number, bool])
  default = ["cron(0 3 * * ? *)", 3, true]
}

variable "unused" {}

variable "empty_with_newline" {
}
