# Auto Scaling group for the worker fleet.
# NOTE: this file is stored with Windows (CRLF) line endings.

variable "worker_tags" {
  default = {
    Role                                = "worker"
    Team                                = "batch"
    "k8s.io/cluster-autoscaler/enabled" = "true"
  }
}

variable "instance_types" {
  default = ["c6i.large", "c6a.large", "c5.large"]
}

resource "aws_launch_template" "worker" {
  name_prefix   = "worker-"
  image_id      = data.aws_ami.worker.id
  instance_type = var.instance_types[0]

  user_data = base64encode(<<-EOT
    #!/bin/bash
    echo "worker starting" | logger -t bootstrap
    /opt/worker/bin/start --queue=${var.queue_name}
  EOT
  )

  iam_instance_profile {
    name = aws_iam_instance_profile.worker.name
  }

  block_device_mappings {
    device_name = "/dev/xvda"
    ebs {
      volume_size           = 50
      volume_type           = "gp3"
      delete_on_termination = true
    }
  }
}

resource "aws_autoscaling_group" "worker" {
  name_prefix         = "worker-"
  min_size            = 1
  max_size            = 20
  desired_capacity    = 2
  vpc_zone_identifier = var.private_subnet_ids
  health_check_type   = "EC2"

  mixed_instances_policy {
    instances_distribution {
      on_demand_base_capacity                  = 1
      on_demand_percentage_above_base_capacity = 25
      spot_allocation_strategy                 = "price-capacity-optimized"
    }

    launch_template {
      launch_template_specification {
        launch_template_id = aws_launch_template.worker.id
        version            = "$Latest"
      }

      dynamic "override" {
        for_each = var.instance_types
        content {
          instance_type     = override.value
          weighted_capacity = "1"
        }
      }
    }
  }

  dynamic "tag" {
    for_each = var.worker_tags
    content {
      key                 = tag.key
      value               = tag.value
      propagate_at_launch = true
    }
  }

  instance_refresh {
    strategy = "Rolling"
    preferences {
      min_healthy_percentage = 90
    }
  }
}

resource "aws_autoscaling_policy" "cpu" {
  name                   = "cpu-target"
  autoscaling_group_name = aws_autoscaling_group.worker.name
  policy_type            = "TargetTrackingScaling"

  target_tracking_configuration {
    predefined_metric_specification {
      predefined_metric_type = "ASGAverageCPUUtilization"
    }
    target_value = 60.0
  }
}
